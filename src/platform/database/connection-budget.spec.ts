import { ConfigError, loadConfig } from '../config/app-config';
import { clusterConnections, connectionBudget, describeConnectionBudget, processesThatFit } from './connection-budget';

describe('database pool sizes (DATABASE_POOL_SIZE*)', () => {
  it('size the pool by role: API 20 and worker 10 unless told; all counts as an API', () => {
    expect(loadConfig({ APP_ROLE: 'api' }).database.poolSize).toBe(20);
    expect(loadConfig({ APP_ROLE: 'worker' }).database.poolSize).toBe(10);
    expect(loadConfig({ APP_ROLE: 'all' }).database.poolSize).toBe(20);
    expect(
      loadConfig({ APP_ROLE: 'api', DATABASE_POOL_SIZE_API: '8', DATABASE_POOL_SIZE_WORKER: '3' }).database.poolSize,
    ).toBe(8);
    expect(
      loadConfig({ APP_ROLE: 'worker', DATABASE_POOL_SIZE_API: '8', DATABASE_POOL_SIZE_WORKER: '3' }).database.poolSize,
    ).toBe(3);
  });

  it('DATABASE_POOL_SIZE overrides every role; empty means unset', () => {
    expect(
      loadConfig({ APP_ROLE: 'worker', DATABASE_POOL_SIZE: '5', DATABASE_POOL_SIZE_WORKER: '3' }).database.poolSize,
    ).toBe(5);
    expect(loadConfig({ APP_ROLE: 'api', DATABASE_POOL_SIZE: '5' }).database.poolSize).toBe(5);
    expect(loadConfig({ APP_ROLE: 'api', DATABASE_POOL_SIZE: ' ' }).database.poolSize).toBe(20);
  });

  it.each([['0'], ['-3'], ['ten'], ['2.5'], ['1001']])('refuses %s, naming the variable', (value) => {
    for (const name of ['DATABASE_POOL_SIZE', 'DATABASE_POOL_SIZE_API', 'DATABASE_POOL_SIZE_WORKER']) {
      let problems = '';
      try {
        loadConfig({ [name]: value });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        problems = (err as ConfigError).problems.join('\n');
      }
      expect(problems).toMatch(new RegExp(`^${name}\\b`, 'm'));
    }
  });

  it('DATABASE_LISTEN_URL is optional and must be a postgres URL', () => {
    expect(loadConfig({}).database.listenUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_LISTEN_URL: 'postgres://app@db:5432/app' }).database.listenUrl).toBe(
      'postgres://app@db:5432/app',
    );
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'http://db' })).toThrow(ConfigError);
  });
});

describe('connection budget', () => {
  it('counts the LISTEN connection of a process that serves the API, not of a worker', () => {
    expect(connectionBudget(loadConfig({ APP_ROLE: 'api', DATABASE_POOL_SIZE_API: '12' }))).toEqual({
      role: 'api',
      poolSize: 12,
      listen: 1,
      perProcess: 13,
    });
    expect(connectionBudget(loadConfig({ APP_ROLE: 'all', DATABASE_POOL_SIZE_API: '12' }))).toEqual({
      role: 'all',
      poolSize: 12,
      listen: 1,
      perProcess: 13,
    });
    expect(connectionBudget(loadConfig({ APP_ROLE: 'worker', DATABASE_POOL_SIZE_WORKER: '6' }))).toEqual({
      role: 'worker',
      poolSize: 6,
      listen: 0,
      perProcess: 6,
    });
  });

  it('adds up a deployment: N API x (pool + 1) + M workers x pool + spare', () => {
    // The README's example: 4 API processes of 14 and 3 workers of 8, 10 spare, on max_connections 100 (3 reserved).
    expect(clusterConnections({ api: 4, workers: 3, apiPoolSize: 14, workerPoolSize: 8, spare: 10 })).toBe(94);
    expect(
      clusterConnections({ api: 4, workers: 3, apiPoolSize: 14, workerPoolSize: 8, spare: 10 }),
    ).toBeLessThanOrEqual(100 - 3);
    // The defaults do not: 4 x 21 + 3 x 10 = 114.
    expect(clusterConnections({ api: 4, workers: 3, apiPoolSize: 20, workerPoolSize: 10 })).toBe(114);
  });

  it('says at start what one process takes and how many fit the server', () => {
    const api = connectionBudget(loadConfig({ APP_ROLE: 'api' }));
    expect(processesThatFit(api, { maxConnections: 100, reserved: 3 })).toBe(4);
    expect(describeConnectionBudget(api, { maxConnections: 100, reserved: 3 })).toBe(
      'database connections: role api, pool 20 + 1 LISTEN = 21 per process; server max_connections 100 (3 reserved): at most 4 such processes, all roles together within 97 (README "Scaling out")',
    );
    const worker = connectionBudget(loadConfig({ APP_ROLE: 'worker' }));
    expect(describeConnectionBudget(worker, null)).toBe(
      'database connections: role worker, pool 10 = 10 per process (server limits unknown)',
    );
    expect(processesThatFit(worker, { maxConnections: 5, reserved: 3 })).toBe(0);
  });
});
