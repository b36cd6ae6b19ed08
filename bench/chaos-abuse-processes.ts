// The API process of src/main.ts that chaos:abuse runs against (its private redis-server is a
// PrivateRedis from test/support). Its output goes to a file, not through this process, so the
// load generator does not pay for reading the server's request log.
import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './support';

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

export function startApi(env: Record<string, string>, logFile: string): Started {
  return startLogged(
    process.execPath,
    [...SERVER_NODE_FLAGS, '-r', join(__dirname, 'ts-hook.js'), join(ROOT, 'src', 'main.ts')],
    { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    logFile,
  );
}
