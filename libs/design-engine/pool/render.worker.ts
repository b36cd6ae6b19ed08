// Worker thread body of the render pool: renders one design per message.
import { parentPort } from 'node:worker_threads';
import { renderDesign, RenderInput } from '../render/render';

parentPort?.on('message', (msg: { id: number; input: RenderInput }) => {
  renderDesign(msg.input).then(
    (result) => parentPort?.postMessage({ id: msg.id, ok: true, result }),
    (err: Error) => parentPort?.postMessage({ id: msg.id, ok: false, error: err.message }),
  );
});
