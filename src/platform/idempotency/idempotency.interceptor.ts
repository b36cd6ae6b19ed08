// Idempotency-Key on POST (SPEC 7): the first outcome is stored and replayed for 24 hours; the same
// key with another request is 422; while the first runs, 409. Authentication failures never reach
// here (guards run first) and validation failures (422) release the key, so they store nothing.
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import type { RequestWithPrincipal } from '../auth/principal';
import { AppError } from '../errors/app-error';
import { errorEnvelope, toAppError } from '../http/all-exceptions.filter';
import { canonicalJson } from './canonical-json';
import { idempotencyContext, IdempotencyClaimContext } from './idempotency-context';
import { IdempotencyService } from './idempotency.service';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const VALID_KEY = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly service: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    const res = context.switchToHttp().getResponse<Response>();
    const raw = req.headers[IDEMPOTENCY_HEADER];
    if (req.method !== 'POST' || raw === undefined || !req.principal) return next.handle();
    if (typeof raw !== 'string' || !VALID_KEY.test(raw) || raw.trim() !== raw) {
      throw AppError.invalid([{ field: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }]);
    }
    const hash = createHash('sha256').update(`${req.method} ${req.originalUrl}\n${canonicalJson(req.body ?? null)}`);
    // An upload (parsed before this by UploadFirstInterceptor) is part of the request: another file is another request.
    const file = (req as Request & { file?: { buffer?: Buffer } }).file;
    if (file?.buffer) hash.update(`\nfile ${createHash('sha256').update(file.buffer).digest('hex')}`);
    // One end user never replays another's answer (it holds their signed links): the claim is per caller.
    const caller = req.principal.endUser?.userId ?? '';

    return from(this.service.claim(req.principal.accountId, raw, hash.digest('hex'), caller)).pipe(
      mergeMap((claim) => {
        switch (claim.kind) {
          case 'mismatch':
            return throwError(() => new AppError('invalid_input', 'Idempotency key reused with a different request'));
          case 'in_progress':
            return throwError(() => new AppError('conflict', 'A request with this idempotency key is in progress'));
          case 'replay':
            res.status(claim.status);
            res.setHeader('Idempotent-Replayed', 'true');
            return of(claim.body);
          case 'claimed':
            return this.runClaimed(claim.id, res, next);
        }
      }),
    );
  }

  private runClaimed(claimId: string, res: Response, next: CallHandler): Observable<unknown> {
    const store: IdempotencyClaimContext = { claimId, committed: false };
    // Subscribing inside the async context makes every await of the handler see the claim.
    const handled = new Observable<unknown>((subscriber) =>
      idempotencyContext.run(store, () => next.handle().subscribe(subscriber)),
    );
    return handled.pipe(
      mergeMap((envelope) =>
        from(this.service.complete(claimId, res.statusCode, envelope)).pipe(mergeMap(() => of(envelope))),
      ),
      catchError((err: unknown) => {
        const error = toAppError(err) ?? new AppError('internal_error');
        const keep = error.code !== 'invalid_input' && (error.status < 500 || store.committed);
        const settle = keep
          ? this.service.complete(claimId, error.status, errorEnvelope(error))
          : this.service.release(claimId);
        return from(settle.catch(() => undefined)).pipe(mergeMap(() => throwError(() => err)));
      }),
    );
  }
}
