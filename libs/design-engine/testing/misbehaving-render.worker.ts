// A render worker for the pool's tests: a page titled EXIT ends its thread mid-render, HANG never
// returns (a runaway render); anything else renders as the real worker does.
import render, { announceStart, RenderTask } from '../pool/render.worker';

export default async function misbehave(task: RenderTask): Promise<unknown> {
  const title = task.input.page[0]?.value;
  if (title === 'EXIT') {
    announceStart(task);
    process.exit(3);
  }
  if (title === 'HANG') {
    announceStart(task);
    for (;;);
  }
  return render(task);
}
