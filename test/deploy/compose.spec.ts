// The compose stack and the image, checked without Docker (CI has no registry to pull images
// from): the properties a first `docker compose up` depends on. Where the compose plugin is
// installed, `docker compose config` validates the file too.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  restart?: string;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
};
const compose = load(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const dockerfile = read('Dockerfile');
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('docker-compose.yml and Dockerfile', () => {
  it('gives every service a restart policy and a healthcheck, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, restart: service.restart }).toEqual({
        name,
        restart: expect.stringMatching(/^(always|unless-stopped|on-failure)/),
      });
      expect({ name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
      const deps = service.depends_on ?? {};
      expect({ name, listForm: Array.isArray(deps) }).toEqual({ name, listForm: false });
      for (const [dep, rule] of Object.entries(deps as Record<string, { condition?: string }>)) {
        expect({ name, dep, condition: rule.condition }).toEqual({ name, dep, condition: 'service_healthy' });
      }
    }
    expect(Object.keys(compose.services.api.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis']));
  });

  it('has no default secrets: passwords and the JWT secret must be given, or compose refuses to start', () => {
    const secretLike = /PASSWORD|SECRET|_KEY$|DATABASE_URL/;
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!secretLike.test(key)) continue;
        const placeholders = String(value).match(/\$\{[^}]+\}/g) ?? [];
        expect({ name, key, required: placeholders.length > 0 && placeholders.every((p) => p.includes(':?')) }).toEqual(
          { name, key, required: true },
        );
      }
    }
  });

  it('creates no demo tenant (nor prints its keys) in production unless DEMO_SEED=true', () => {
    const env = compose.services.api.environment ?? {};
    expect(env.NODE_ENV).toBe('production');
    expect(env.DEMO_SEED_ON_EMPTY).toBe('${DEMO_SEED:-false}');
  });

  it('lets the non-root container user write the local image storage on a fresh named volume', () => {
    const user = /\nUSER\s+(\S+)/.exec(finalStage)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    for (const name of ['api', 'worker']) {
      const dir = compose.services[name].environment?.STORAGE_DIR as string;
      const mount = (compose.services[name].volumes ?? []).find((v) => v.split(':')[1] === dir);
      expect({ name, mount }).toEqual({ name, mount: expect.any(String) });
      // A named volume (not a host path) copies the image's directory, owner included, when created.
      expect(Object.keys(compose.volumes ?? {})).toContain((mount as string).split(':')[0]);
      const beforeUser = finalStage.slice(0, finalStage.indexOf('\nUSER'));
      expect(beforeUser).toMatch(new RegExp(`mkdir -p ${dir}`));
      expect(beforeUser).toMatch(
        new RegExp(`chown -R ${user}:${user} (${dir}|${dir.split('/').slice(0, 2).join('/')})\\b`),
      );
    }
  });

  it('builds on a current Node LTS (an even major, 22 or later; Node 20 reached end of life in April 2026)', () => {
    const majors = [...dockerfile.matchAll(/^FROM\s+node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) expect({ major, lts: major >= 22 && major % 2 === 0 }).toEqual({ major, lts: true });
  });

  it('keeps local data, secrets and builds out of the build context (.dockerignore)', () => {
    expect(existsSync(join(ROOT, '.dockerignore'))).toBe(true);
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['.git', '.env', '.data', 'node_modules', 'dist']));
  });

  it('validates with `docker compose config` where the compose plugin is installed (refusing a missing secret)', () => {
    let available = true;
    try {
      execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    } catch {
      available = false;
    }
    if (!available) {
      // Not installed on this machine (no registry to fetch it from): the static checks above stand in.
      console.warn('docker compose is not installed: `docker compose config` not run');
      return;
    }
    const env = { ...process.env, POSTGRES_PASSWORD: 'x'.repeat(24), JWT_SECRET: 'y'.repeat(40) };
    expect(() => execFileSync('docker', ['compose', 'config', '-q'], { cwd: ROOT, env, stdio: 'pipe' })).not.toThrow();
    const { POSTGRES_PASSWORD: _omit, ...missing } = env;
    expect(() =>
      execFileSync('docker', ['compose', 'config', '-q'], { cwd: ROOT, env: missing, stdio: 'pipe' }),
    ).toThrow();
  });
});
