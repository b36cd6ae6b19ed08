// Worker thread body of the render pool (a piscina task): renders one design. It first tells the
// pool that the render started, so the pool's time limit counts the render and not the queue.
import { parentPort } from 'node:worker_threads';
import { renderDesign, RenderInput, RenderResult } from '../render/render';

export interface RenderTask {
  id: number;
  input: RenderInput;
}

export function announceStart(task: RenderTask): void {
  parentPort?.postMessage({ renderStarted: task.id });
}

export default function render(task: RenderTask): Promise<RenderResult> {
  announceStart(task);
  return renderDesign(task.input);
}
