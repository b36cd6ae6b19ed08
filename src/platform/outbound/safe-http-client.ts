// The only way the service fetches a caller-supplied URL (media now, webhooks too). Every resolved
// address is checked at connect time (undici Agent + validating lookup), so DNS rebinding and
// hostnames that resolve inward are refused; redirects are followed by hand and re-checked.
import { OnModuleDestroy } from '@nestjs/common';
import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import ipaddr from 'ipaddr.js';
import { checkUrl, GuardPolicy, isExemptHost, isPublicAddress, UrlVerdict } from './address-guard';

export type Lookup = (hostname: string, callback: (err: Error | null, addresses: LookupAddress[]) => void) => void;

export const systemLookup: Lookup = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, callback);

export interface SafeRequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  maxBytes: number;
  /** 0 for webhooks (a redirect is a failed delivery); at most 3 for media. */
  maxRedirects?: number;
}

export type SafeResponse =
  | { ok: true; status: number; headers: Record<string, string>; body: Buffer; finalUrl: string }
  | { ok: false; reason: string; status?: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CHECK_LOOKUP_TIMEOUT_MS = 5000;

export class BlockedAddressError extends Error {
  readonly code = 'EADDRBLOCKED';
}

export class SafeHttpClient implements OnModuleDestroy {
  private readonly agent: Agent;

  constructor(
    private readonly policy: GuardPolicy,
    private readonly resolve: Lookup = systemLookup,
  ) {
    const guardedLookup: LookupFunction = (hostname, options, callback) => {
      resolve(hostname, (err, addresses) => {
        if (err) return callback(err, '', 4);
        const exempt = isExemptHost(hostname, this.policy);
        const usable = exempt ? addresses : addresses.filter((a) => isPublicAddress(a.address));
        // One inward address is enough to refuse: the attacker controls which one is used.
        if (!usable.length || usable.length !== addresses.length) {
          return callback(new BlockedAddressError(`${hostname} resolves to a non-public address`), '', 4);
        }
        if ((options as { all?: boolean }).all)
          return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0].address, usable[0].family);
      });
    };
    this.agent = new Agent({ connect: { lookup: guardedLookup, timeout: 5000 }, keepAliveTimeout: 1000 });
  }

  async request(raw: string, options: SafeRequestOptions): Promise<SafeResponse> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let current = raw;
    for (let hop = 0; ; hop++) {
      const verdict = checkUrl(current, this.policy);
      if (!verdict.ok) return { ok: false, reason: `URL ${verdict.reason}` };
      let res;
      try {
        res = await request(verdict.url, {
          method: options.method ?? 'GET',
          headers: { 'user-agent': 'design-api/2 (+fetch)', ...options.headers },
          body: options.body,
          dispatcher: this.agent,
          signal,
        });
      } catch (err) {
        return { ok: false, reason: describe(err) };
      }
      if (REDIRECTS.has(res.statusCode) && typeof res.headers.location === 'string') {
        res.body.resume();
        if (hop >= (options.maxRedirects ?? 0))
          return { ok: false, reason: 'too many redirects', status: res.statusCode };
        current = new URL(res.headers.location, verdict.url).toString();
        continue;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        res.body.destroy();
        return { ok: false, reason: `response larger than ${options.maxBytes} bytes`, status: res.statusCode };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res.body) {
          size += (chunk as Buffer).length;
          if (size > options.maxBytes) {
            res.body.destroy();
            return { ok: false, reason: `response larger than ${options.maxBytes} bytes`, status: res.statusCode };
          }
          chunks.push(chunk as Buffer);
        }
      } catch (err) {
        return { ok: false, reason: describe(err), status: res.statusCode };
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers[k] = v;
      return {
        ok: true,
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks),
        finalUrl: verdict.url.toString(),
      };
    }
  }

  /**
   * The checks a request would make, without connecting: for URLs stored now and fetched later
   * (webhooks). A stored URL is checked again at every request, since DNS can change meanwhile.
   */
  async checkDestination(raw: string): Promise<UrlVerdict> {
    const verdict = checkUrl(raw, this.policy);
    if (!verdict.ok || verdict.exempt) return verdict;
    const host = verdict.url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host)) return verdict;
    const addresses = await new Promise<LookupAddress[] | null>((done) => {
      const timer = setTimeout(() => done(null), CHECK_LOOKUP_TIMEOUT_MS);
      this.resolve(host, (err, found) => {
        clearTimeout(timer);
        done(err ? null : found);
      });
    });
    if (!addresses?.length) return { ok: false, reason: 'host does not resolve' };
    if (addresses.some((a) => !isPublicAddress(a.address))) return { ok: false, reason: 'address is not public' };
    return verdict;
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent.close();
  }
}

function describe(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.cause?.code ?? e.code;
  if (code === 'EADDRBLOCKED') return e.cause?.message ?? e.message ?? 'address not allowed';
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  if (code === 'ENOTFOUND') return 'host not found';
  if (code === 'ECONNREFUSED') return 'connection refused';
  return e.message ?? 'request failed';
}
