// A pool of worker threads that render designs, so the caller's event loop never blocks on drawing.
// Works from compiled JS and from the .ts sources (ts-jest, ts-node) alike.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderResult } from '../render/render';

export interface RenderPool {
  render(input: RenderInput): Promise<RenderResult>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  input: RenderInput;
  resolve: (r: RenderResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

type Reply = { id: number; ok: true; result: RenderResult } | { id: number; ok: false; error: string };

function workerFile(): { file: string; execArgv: string[] } {
  const js = join(__dirname, 'render.worker.js');
  if (__filename.endsWith('.js') && existsSync(js)) return { file: js, execArgv: [] };
  return { file: join(__dirname, 'render.worker.ts'), execArgv: ['-r', 'ts-node/register/transpile-only'] };
}

export function createRenderPool(opts: { size: number }): RenderPool {
  const size = Math.max(1, Math.floor(opts.size));
  const { file, execArgv } = workerFile();
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(file, { execArgv }) };
    slot.worker.on('message', (msg: Reply) => {
      const job = slot.job;
      slot.job = undefined;
      if (job && job.id === msg.id) {
        if (msg.ok) {
          // the image arrives as a plain Uint8Array: view it as a Buffer without copying
          const img = msg.result.image as Uint8Array;
          job.resolve({ ...msg.result, image: Buffer.from(img.buffer, img.byteOffset, img.byteLength) });
        }
        else job.reject(new Error(msg.error));
      }
      pump();
    });
    slot.worker.on('error', (err) => {
      const job = slot.job;
      slot.job = undefined;
      job?.reject(err);
      // Replace a crashed worker so the pool keeps its size.
      const i = slots.indexOf(slot);
      if (i >= 0 && !closed) slots[i] = spawn();
      pump();
    });
    return slot;
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, input: job.input });
    }
  };

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    render(input) {
      if (closed) return Promise.reject(new Error('render pool is closed'));
      return new Promise<RenderResult>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('render pool is closed'));
      for (const slot of slots) {
        slot.job?.reject(new Error('render pool closed before the design was rendered'));
        slot.job = undefined;
      }
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
