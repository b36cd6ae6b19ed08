// A header middleware whose headers never depend on the request (helmet with fixed directives), run
// once at startup and replayed: the same header names and values, set in one loop, instead of a
// dozen chained middleware calls on every request. If the middleware ever reads the request (a
// per-request nonce, say) or does not finish at once, this refuses to start rather than send stale
// headers.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type HeaderValue = string | number | readonly string[];

export function fixedHeaders(middleware: (req: Request, res: Response, next: NextFunction) => void): RequestHandler {
  // In the order the middleware made them: a removal (helmet's X-Powered-By) is replayed too.
  const steps: ([name: string, value: HeaderValue] | [name: string])[] = [];
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`fixedHeaders: the middleware read req.${String(property)}; its headers depend on the request`);
      },
    },
  );
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      steps.push([name, value]);
    },
    removeHeader(name: string) {
      steps.push([name]);
    },
  };
  let finished = false;
  middleware(request as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('fixedHeaders: the middleware did not call next() synchronously');
  return (_req, res, next) => {
    for (const step of steps) {
      if (step.length === 2) res.setHeader(step[0], step[1]);
      else res.removeHeader(step[0]);
    }
    next();
  };
}
