import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { firstValueFrom, map, Observable, of } from 'rxjs';
import { chainInterceptors } from './interceptor-chain';

const context = {} as ExecutionContext;
const tagging = (tag: string, seen: string[]): NestInterceptor => ({
  intercept: (_c: ExecutionContext, next: CallHandler) => {
    seen.push(`in ${tag}`);
    return next.handle().pipe(map((v) => `${tag}(${String(v)})`));
  },
});

describe('chainInterceptors', () => {
  it('runs the first given outermost, like useGlobalInterceptors', async () => {
    const seen: string[] = [];
    const chain = chainInterceptors(tagging('a', seen), tagging('b', seen));
    const out = await firstValueFrom(chain.intercept(context, { handle: () => of('h') }) as Observable<unknown>);
    expect(out).toBe('a(b(h))');
    expect(seen).toEqual(['in a', 'in b']);
  });

  it('takes interceptors that answer with a promise of an observable', async () => {
    const later: NestInterceptor = { intercept: async (_c, next) => next.handle().pipe(map((v) => `p(${String(v)})`)) };
    const out = await firstValueFrom(
      chainInterceptors(later).intercept(context, { handle: () => of('h') }) as Observable<unknown>,
    );
    expect(out).toBe('p(h)');
  });

  it("an inner interceptor and the handler run in the outer one's async context", async () => {
    const store = new AsyncLocalStorage<string>();
    const outer: NestInterceptor = {
      intercept: (_c, next) =>
        new Observable((subscriber) => store.run('claim', () => next.handle().subscribe(subscriber))),
    };
    const inner: NestInterceptor = {
      intercept: (_c, next) => next.handle().pipe(map((v) => `${String(v)}+${store.getStore() ?? 'none'}`)),
    };
    const handler: CallHandler = { handle: () => of(store.getStore() ?? 'none') };
    const out = await firstValueFrom(
      chainInterceptors(outer, inner).intercept(context, handler) as Observable<unknown>,
    );
    expect(out).toBe('claim+claim');
  });
});
