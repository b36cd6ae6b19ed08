// Only worker processes render: the API's module graph must not load the engine's canvas binding.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('the render pool port', () => {
  it('keeps @napi-rs/canvas out of a process that loads the whole app but never renders', () => {
    const root = join(__dirname, '..', '..', '..');
    const script = [
      "require('reflect-metadata');",
      "require('./src/app.module');",
      "require('./src/modules/designs');",
      "require('./src/modules/rendering');",
      "process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes('@napi-rs/canvas') || k.includes('design-engine/render/'))));",
    ].join('\n');
    const out = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(JSON.parse(out)).toEqual([]);
  });
});
