import { mkdtempSync, openSync, readFileSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BATCH_BYTES, batchedLogStream, FLUSH_AFTER_MS } from './batched-log-stream';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batchedLogStream', () => {
  let file: string;
  let fd: number;

  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'log-stream-')), 'out.log');
    fd = openSync(file, 'a');
  });

  afterEach(() => closeSync(fd));

  const written = () => readFileSync(file, 'utf8');

  it('holds a short line back, then writes it within the flush delay', async () => {
    const stream = batchedLogStream(fd);
    stream.write('{"msg":"one"}\n');
    await wait(FLUSH_AFTER_MS / 4);
    expect(written()).toBe('');
    await wait(FLUSH_AFTER_MS * 2);
    expect(written()).toBe('{"msg":"one"}\n');
  });

  it('writes a batch at once when it fills, every line in order', async () => {
    const stream = batchedLogStream(fd);
    const line = (i: number) => `{"msg":"line ${i}","pad":"${'x'.repeat(100)}"}\n`;
    const lines = Math.ceil(BATCH_BYTES / line(0).length) + 1;
    for (let i = 0; i < lines; i++) stream.write(line(i));
    await wait(FLUSH_AFTER_MS / 4);
    expect(written().length).toBeGreaterThanOrEqual(BATCH_BYTES);
    await new Promise<void>((resolve) => stream.flush(() => resolve()));
    // sonic-boom may call back while its last asynchronous write is still landing (seen once on a loaded
    // machine, the last line missing): every line must be there within a few flush delays, in order.
    const all = Array.from({ length: lines }, (_, i) => line(i)).join('');
    for (let waited = 0; written() !== all && waited < FLUSH_AFTER_MS * 10; waited += FLUSH_AFTER_MS / 4)
      await wait(FLUSH_AFTER_MS / 4);
    expect(written()).toBe(all);
  });
});
