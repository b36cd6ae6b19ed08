// The benchmarks measure the service as it is started: the Node flags of package.json's start
// scripts and of the Dockerfile are the ones bench/ starts its servers with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../bench/support';

const root = join(__dirname, '..', '..');

describe('server Node flags', () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const dockerCmd =
    readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .find((l) => l.startsWith('CMD')) ?? '';

  it.each(['start', 'start:prod'])('npm run %s starts node with them', (name) => {
    const node =
      scripts[name]
        .split('&&')
        .map((s) => s.trim())
        .find((s) => s.startsWith('node ') && s.includes('dist/src/main.js')) ?? '';
    expect(node.split(' ').filter((a) => a.startsWith('--'))).toEqual(SERVER_NODE_FLAGS);
  });

  it('the Dockerfile starts node with them', () => {
    expect((JSON.parse(dockerCmd.slice(3)) as string[]).filter((a) => a.startsWith('--'))).toEqual(SERVER_NODE_FLAGS);
  });
});
