// Reads `.env` from the working directory, if there is one, before the configuration is parsed:
// a variable already set in the environment wins over the file (as with `node --env-file`), so a
// deployment's real environment is never overridden by a file left in the image.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, path = resolve('.env')): string[] {
  if (!existsSync(path)) return [];
  const values = parseEnv(readFileSync(path, 'utf8')) as Record<string, string>;
  const applied: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    applied.push(name);
  }
  return applied;
}
