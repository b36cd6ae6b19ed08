// The processes chaos:abuse runs against: a private redis-server (rate-limit buckets only, no
// persistence) and one API process of src/main.ts. Their output goes to files, not through this
// process, so the load generator does not pay for reading the server's request log.
import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

export interface Started {
  child: ChildProcess;
  /** The last part of what the process wrote, for a failure report. */
  tail(): string;
  stop(): Promise<void>;
}

function startLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Started {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return {
    child,
    tail: () => readFileSync(logFile, 'utf8').slice(-4000),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function startRedis(port: number, logFile: string): Started {
  return startLogged('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { PATH: process.env.PATH ?? '' }, logFile);
}

export function startApi(env: Record<string, string>, logFile: string): Started {
  return startLogged(process.execPath, ['-r', 'ts-node/register/transpile-only', join(ROOT, 'src', 'main.ts')], { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, logFile);
}

export async function waitFor(check: () => Promise<boolean> | boolean, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
