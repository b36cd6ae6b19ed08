// A pool of worker threads that render designs (piscina), so the caller's event loop never blocks on
// drawing. A render running past its time limit is stopped (its thread is terminated and replaced)
// and rejected with RenderTimeoutError; a thread that dies mid-render (process.exit, out of memory)
// fails the render it was running at once and is replaced; the other threads' renders go on.
// Works from compiled JS and from the .ts sources (ts-jest, ts-node) alike.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RenderInput, RenderResult } from '../render/render';
import type { RenderTask } from './render.worker';

export interface RenderPool {
  render(input: RenderInput): Promise<RenderResult>;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Threads, all started at once and kept. */
  size: number;
  /** Longest a render may run once a thread has taken it (time queued not counted); 0 or absent: no limit. */
  timeoutMs?: number;
  /** Each thread's V8 heap limits: a thread over them dies and fails its render. */
  resourceLimits?: ResourceLimits;
  /** The worker module; tests pass one that misbehaves on purpose. */
  workerFile?: string;
}

/** The render ran longer than the pool's `timeoutMs`; its thread was terminated. */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the render ran longer than ${timeoutMs} ms and was stopped`);
    this.name = 'RenderTimeoutError';
  }
}

function workerFile(file?: string): { filename: string; execArgv: string[] } {
  const js = join(__dirname, 'render.worker.js');
  const filename = file ?? (__filename.endsWith('.js') && existsSync(js) ? js : join(__dirname, 'render.worker.ts'));
  return { filename, execArgv: filename.endsWith('.ts') ? ['-r', 'ts-node/register/transpile-only'] : [] };
}

/** A result crossed the thread boundary as plain Uint8Arrays: view them as Buffers without copying. */
function asBuffers(result: RenderResult): RenderResult {
  const buf = (img: Uint8Array): Buffer => Buffer.from(img.buffer, img.byteOffset, img.byteLength);
  return { ...result, image: buf(result.image), files: result.files.map((f) => ({ ...f, image: buf(f.image) })) };
}

export function createRenderPool(opts: RenderPoolOptions): RenderPool {
  const size = Math.max(1, Math.floor(opts.size));
  const { filename, execArgv } = workerFile(opts.workerFile);
  const piscina = new Piscina<RenderTask, RenderResult>({
    filename,
    execArgv,
    minThreads: size,
    maxThreads: size,
    resourceLimits: opts.resourceLimits,
  });
  // Renders taken by a thread arm their time limit when the thread says so (see render.worker.ts).
  const onStart = new Map<number, () => void>();
  piscina.on('message', (msg: { renderStarted?: number }) => {
    const arm = msg?.renderStarted !== undefined ? onStart.get(msg.renderStarted) : undefined;
    if (arm) {
      onStart.delete(msg.renderStarted as number);
      arm();
    }
  });
  // A thread that dies while idle is replaced by piscina; the event only needs a listener.
  piscina.on('error', () => undefined);
  let nextId = 1;
  let closed = false;

  return {
    async render(input) {
      if (closed) throw new Error('render pool is closed');
      const id = nextId++;
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      if (opts.timeoutMs) {
        const ms = opts.timeoutMs;
        onStart.set(id, () => (timer = setTimeout(() => abort.abort(new RenderTimeoutError(ms)), ms)));
      }
      try {
        return asBuffers(await piscina.run({ id, input }, { signal: abort.signal }));
      } catch (err) {
        if (abort.signal.reason instanceof RenderTimeoutError) throw abort.signal.reason;
        if (closed) throw new Error('render pool closed before the design was rendered');
        throw err;
      } finally {
        clearTimeout(timer);
        onStart.delete(id);
      }
    },
    async close() {
      closed = true;
      await piscina.destroy();
    },
  };
}
