// Where the JSON logs go: stdout, written in batches. pino's default stream wrote every line with a
// write(2) of its own, one access-log line per request: about 6 % of a login's CPU under load
// (issue 20.3). Here lines wait until BATCH_BYTES have gathered or FLUSH_AFTER_MS have passed since
// the first waiting line, whichever comes first, so a quiet service still shows each line within
// that delay and an idle one arms no timer. At exit pino's hook flushes what is left (it registers
// one for every asynchronous stream pino.destination builds).
import pino, { DestinationStream } from 'pino';

export const BATCH_BYTES = 4096;
export const FLUSH_AFTER_MS = 100;

export interface BatchedLogStream extends DestinationStream {
  /** Writes what waits now; `done` once it is written (pino's logger.flush(cb) passes one). */
  flush(done?: (err?: Error) => void): void;
}

export function batchedLogStream(fd = 1): BatchedLogStream {
  const out = pino.destination({ dest: fd, minLength: BATCH_BYTES, sync: false });
  let timer: NodeJS.Timeout | null = null;
  const flush = (done?: (err?: Error) => void) => {
    if (timer) clearTimeout(timer);
    timer = null;
    out.flush(done);
  };
  return {
    write(line: string) {
      out.write(line);
      if (timer) return;
      timer = setTimeout(() => flush(), FLUSH_AFTER_MS);
      // A waiting line never keeps the process alive: the exit hook writes it.
      timer.unref();
    },
    flush,
  };
}
