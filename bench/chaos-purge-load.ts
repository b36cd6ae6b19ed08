// The steady request mix of chaos:purge: an open loop (a fixed number of requests a second, sent on
// schedule whether or not earlier ones were answered, as independent clients would), each answer
// tagged with the phase that was current when it was sent, so baseline and purge windows can be
// compared even when they alternate.
import { randomUUID } from 'node:crypto';

export type Phase = 'warm-up' | 'baseline' | 'purge';

export interface Sample {
  phase: Phase;
  /** Date.now() when it was sent. */
  sentAt: number;
  kind: string;
  status: number;
  ms: number;
}

interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  key: string;
  body?: object;
}

export interface LoadTarget {
  base: string;
  adminKey: string;
  regularKey: string;
  readers: string[];
}

/** Reads an admin makes, a login of an active user, and one paid call, in turn. */
function mix(t: LoadTarget): ((i: number) => Call)[] {
  const reader = (i: number) => t.readers[i % t.readers.length];
  return [
    (i) => ({ kind: 'GET users/{id}', method: 'GET', path: `/enterprise/users/${reader(i)}`, key: t.adminKey }),
    () => ({ kind: 'GET users', method: 'GET', path: '/enterprise/users?limit=20', key: t.adminKey }),
    () => ({ kind: 'GET credits', method: 'GET', path: '/enterprise/credits', key: t.adminKey }),
    (i) => ({
      kind: 'login-user',
      method: 'POST',
      path: '/enterprise/login-user',
      key: t.adminKey,
      body: { abstractUserId: reader(i) },
    }),
    () => ({
      kind: 'content-from-prompt (paid)',
      method: 'POST',
      path: '/general/content-from-prompt',
      key: t.regularKey,
      body: {
        prompt: `Spring sale on garden tools, 20% off this week ${randomUUID().slice(0, 8)}`,
        type: 'socialMedia',
        subtype: 'socialMedia-instagram-post',
        count: 1,
      },
    }),
  ];
}

export class SteadyLoad {
  readonly samples: Sample[] = [];
  phase: Phase = 'warm-up';
  /** Sends skipped, by phase, because too many were still unanswered (the API could not keep up). */
  readonly skipped: Record<Phase, number> = { 'warm-up': 0, baseline: 0, purge: 0 };
  private running = false;
  private done?: Promise<void>;

  constructor(
    private readonly target: LoadTarget,
    private readonly perSecond: number,
    private readonly maxInFlight = 64,
  ) {}

  start(): void {
    this.running = true;
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async loop(): Promise<void> {
    const calls = mix(this.target);
    const gapMs = 1000 / this.perSecond;
    const t0 = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; this.running; i++) {
      const wait = t0 + i * gapMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight.size >= this.maxInFlight) {
        this.skipped[this.phase]++;
        continue;
      }
      const call = calls[i % calls.length](Math.floor(i / calls.length));
      const sent = this.send(call, this.phase).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    }
    await Promise.all(inFlight);
  }

  private async send(call: Call, phase: Phase): Promise<void> {
    const sentAt = Date.now();
    const t0 = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${this.target.base}${call.path}`, {
        method: call.method,
        headers: { 'service-api-key': call.key, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0; // connection error
    }
    this.samples.push({ phase, sentAt, kind: call.kind, status, ms: performance.now() - t0 });
  }
}
