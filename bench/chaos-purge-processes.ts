// The API and worker processes of chaos:purge: real `src/main.ts` processes (as production runs
// them) on the scratch database, started once and stopped together at the end.
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { cpuMs } from './chaos-support';
import { SERVER_NODE_FLAGS } from './support';

const ROOT = join(__dirname, '..');

export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** The last 20 000 characters the process wrote (stdout and stderr). */
  output(): string;
}

export function startAppProcess(name: string, env: Record<string, string>): AppProcess {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '-r', join(__dirname, 'ts-hook.js'), join(ROOT, 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const keep = (c: Buffer) => (out = (out + c.toString()).slice(-20000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${name} exited (${code ?? signal}):\n${out.slice(-4000)}`);
  });
  return { name, child, output: () => out };
}

export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  withinMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Answers /health: the process has booted and listens (workers listen too, for probes). */
export const healthy = (port: number) => (): Promise<boolean> =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Waits until each process uses under `share` of a core over 3 s: after /health answers, a process
 * still warms up for a while (the built-in copywriter's warm-up at bootstrap), which would otherwise
 * land in the first measured window.
 */
export async function waitQuiet(processes: AppProcess[], share: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const before = processes.map((p) => cpuMs(p.child.pid));
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    const busiest = Math.max(...processes.map((p, i) => (cpuMs(p.child.pid) - before[i]) / (Date.now() - t0)));
    if (busiest < share) return;
    if (Date.now() > deadline)
      throw new Error(`processes still busy (${(busiest * 100).toFixed(0)} % of a core) after ${withinMs / 1000} s`);
  }
}

export async function stopAll(processes: AppProcess[]): Promise<void> {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all(
    processes.map((p) => (p.child.exitCode !== null ? Promise.resolve() : new Promise((r) => p.child.once('exit', r)))),
  );
}
