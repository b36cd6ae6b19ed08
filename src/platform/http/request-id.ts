// Every request gets an id: the caller's `x-request-id` when it is sane, else a new UUID.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdMiddleware(req: Request & { id?: string }, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('x-request-id', id);
  next();
}
