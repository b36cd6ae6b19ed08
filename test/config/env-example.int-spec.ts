// Every variable the config schema reads is documented in .env.example, and the example parses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/platform/config/app-config';

const root = join(__dirname, '..', '..');

describe('.env.example', () => {
  const schema = readFileSync(join(root, 'src/platform/config/env.schema.ts'), 'utf8');
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+)[?!]?[:=\s]/gm)].map((m) => m[1]);

  it('documents every variable of the schema', () => {
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((v) => !new RegExp(`^#?\\s*${v}=`, 'm').test(example))).toEqual([]);
  });

  it('holds values the schema accepts', () => {
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((l) => /^[A-Z]/.test(l))
        .map((l) => l.replace(/\s+#.*$/, '').split('='))
        .map(([k, ...v]) => [k, v.join('=')]),
    );
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('stops the start with every problem listed at once', () => {
    try {
      loadConfig({ PORT: 'x', APP_ROLE: 'chef', NODE_ENV: 'production' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.join('\n')).toMatch(/PORT[\s\S]*APP_ROLE[\s\S]*JWT_SECRET/);
    }
  });
});
