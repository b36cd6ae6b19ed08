import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnvFile } from './env-file';
import { loadConfig } from './app-config';

describe('loadEnvFile', () => {
  it('sets what the environment lacks and never overrides what it has', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'envfile-')), '.env');
    writeFileSync(path, 'PORT=3303\n# a comment\nLOG_LEVEL="warn"\nAPI_ENVIRONMENT=sandbox\n');
    const env: NodeJS.ProcessEnv = { API_ENVIRONMENT: 'live' };
    expect(loadEnvFile(env, path).sort()).toEqual(['LOG_LEVEL', 'PORT']);
    expect(env).toEqual({ API_ENVIRONMENT: 'live', PORT: '3303', LOG_LEVEL: 'warn' });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(env, join(tmpdir(), 'no-such-dir-for-env', '.env'))).toEqual([]);
    expect(env).toEqual({});
  });
});

describe('links and demo data follow the configuration', () => {
  it('APP_URL follows PORT (and HOST when it names a host) unless set', () => {
    expect(loadConfig({ PORT: '3303' }).http.appUrl).toBe('http://localhost:3303/app');
    expect(loadConfig({ PORT: '8080', HOST: 'api.internal' }).http.appUrl).toBe('http://api.internal:8080/app');
    expect(loadConfig({ PORT: '3303', APP_URL: 'https://designs.example.com/app/' }).http.appUrl).toBe(
      'https://designs.example.com/app',
    );
  });

  it('a production start seeds no demo tenant unless asked', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).demoSeedOnEmpty).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED_ON_EMPTY: 'true', ...secret }).demoSeedOnEmpty).toBe(true);
    expect(loadConfig({}).demoSeedOnEmpty).toBe(true);
    expect(loadConfig({ DEMO_SEED_ON_EMPTY: 'false' }).demoSeedOnEmpty).toBe(false);
  });
});
