// Response headers every client can rely on, documented once on every operation they apply to
// (the middleware, guards and interceptors that set them are not visible to the decorators).
import { OpenAPIObject } from '@nestjs/swagger';

type Header = { description: string; schema: { type: 'string' | 'integer' } };

export const RESPONSE_HEADERS: Record<string, Header> = {
  'x-request-id': {
    description: 'The request id (the one sent, when valid, else a new one); also in the logs.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: "The key's allowance for the current 60 s window.", schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window frees up.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string' },
  },
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

export function documentResponseHeaders(document: OpenAPIObject): void {
  document.components = { ...document.components, headers: { ...document.components?.headers, ...RESPONSE_HEADERS } };
  for (const operations of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(operations) as [
      string,
      { security?: unknown[]; responses?: Record<string, { headers?: Record<string, unknown> }> },
    ][]) {
      if (!operation?.responses || typeof operation !== 'object') continue;
      const keyed = Boolean(operation.security?.length);
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers: Record<string, unknown> = { 'x-request-id': ref('x-request-id') };
        // The rate limit runs after the key guard: 401/403 answers carry no RateLimit-*.
        if (keyed && status !== '401' && status !== '403') {
          for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) headers[name] = ref(name);
        }
        if (status === '429') headers['Retry-After'] = ref('Retry-After');
        if (keyed && method === 'post' && status.startsWith('2'))
          headers['Idempotent-Replayed'] = ref('Idempotent-Replayed');
        response.headers = { ...headers, ...response.headers };
      }
    }
  }
}
