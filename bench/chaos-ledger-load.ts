// The load of chaos:ledger: N closed-loop clients, each sending its next paid request when the last
// one is answered, spread over the API instances round-robin like a load balancer with a passive
// health check: a connection error marks that instance down for a moment and the client sends a
// fresh request (a new debit, no idempotency key) to the other one. Connection errors are counted
// apart from answers; the request count per client counts answers only.
import { ChaosHttpClient } from './chaos-support';

export interface ClientSpec {
  /** Headers of every request of this client (API key, and a Bearer token for an end user). */
  headers: Record<string, string>;
}

export interface LoadPlan {
  /** Base URLs (`http://127.0.0.1:4101/live/v2`) of the API instances. */
  instances: string[];
  path: string;
  body: unknown;
  clients: ClientSpec[];
  requestsPerClient: number;
}

export interface LoadTally {
  answers: number;
  /** Status code → count. */
  byStatus: Map<number, number>;
  /** `status code` → count, for every non-2xx answer. */
  byError: Map<string, number>;
  /** The `requestId` of every 2xx answer, in order. */
  okRequestIds: string[];
  /** 2xx answers per client (index as in `clients`). */
  okPerClient: number[];
  /** 2xx answers without a requestId, non-envelope bodies, status ≠ body.status, a refusal without SPEC 2's message: each is a finding. */
  malformed: string[];
  connectionErrors: number;
  connectionErrorCodes: Map<string, number>;
  /** Requests in flight on each instance right now (read by a fault injector). */
  inFlight: number[];
  /** Answers received from each instance. */
  answersPerInstance: number[];
  seconds: number;
  p50: number;
  p99: number;
}

const DOWN_FOR_MS = 300;
/** SPEC 2's messages for the refusals this load meets; another message for one of these codes is a finding. */
const SPEC_MESSAGES: Record<string, string> = {
  insufficient_credits: 'Not enough credits to complete the transaction',
  credit_limit_reached: 'Insufficient credit limit',
};
/** A client that meets this many connection errors in a row has no instance left: the run is broken. */
const MAX_CONSECUTIVE_CONNECTION_ERRORS = 200;

interface Envelope {
  status?: number;
  body?: { requestId?: unknown; code?: unknown; message?: unknown };
}

export function emptyTally(instances: number, clients: number): LoadTally {
  return {
    answers: 0,
    byStatus: new Map(),
    byError: new Map(),
    okRequestIds: [],
    okPerClient: new Array<number>(clients).fill(0),
    malformed: [],
    connectionErrors: 0,
    connectionErrorCodes: new Map(),
    inFlight: new Array<number>(instances).fill(0),
    answersPerInstance: new Array<number>(instances).fill(0),
    seconds: 0,
    p50: 0,
    p99: 0,
  };
}

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

/** Runs the plan to the end; `tally` is filled as answers arrive, so a fault injector can watch it. */
export async function runLoad(
  plan: LoadPlan,
  tally: LoadTally = emptyTally(plan.instances.length, plan.clients.length),
): Promise<LoadTally> {
  const http = new ChaosHttpClient(plan.clients.length + 8);
  const downUntil = new Array<number>(plan.instances.length).fill(0);
  const started = process.hrtime.bigint();

  const pickInstance = (turn: number): number => {
    const n = plan.instances.length;
    const now = Date.now();
    for (let k = 0; k < n; k++) {
      const i = (turn + k) % n;
      if (downUntil[i] <= now) return i;
    }
    return turn % n; // all marked down: try anyway
  };

  const record = (clientIndex: number, status: number, body: unknown) => {
    tally.answers++;
    bump(tally.byStatus, status);
    const env = (body ?? {}) as Envelope;
    if (typeof body !== 'object' || env.status !== status || typeof env.body !== 'object') {
      tally.malformed.push(`${status}: ${JSON.stringify(body).slice(0, 200)}`);
      return;
    }
    if (status >= 200 && status < 300) {
      if (typeof env.body.requestId !== 'string') {
        tally.malformed.push(`${status} without a requestId`);
        return;
      }
      tally.okRequestIds.push(env.body.requestId);
      tally.okPerClient[clientIndex]++;
      return;
    }
    const expected = SPEC_MESSAGES[String(env.body.code)];
    if (expected !== undefined && env.body.message !== expected)
      tally.malformed.push(`${status} ${String(env.body.code)} with the message ${JSON.stringify(env.body.message)}`);
    bump(tally.byError, `${status} ${String(env.body.code)}`);
  };

  await Promise.all(
    plan.clients.map(async (client, clientIndex) => {
      let turn = clientIndex;
      let consecutiveErrors = 0;
      for (let answered = 0; answered < plan.requestsPerClient;) {
        const i = pickInstance(turn++);
        tally.inFlight[i]++;
        const outcome = await http.send('POST', `${plan.instances[i]}${plan.path}`, client.headers, plan.body);
        tally.inFlight[i]--;
        if (outcome.kind === 'connection-error') {
          tally.connectionErrors++;
          bump(tally.connectionErrorCodes, outcome.code);
          downUntil[i] = Date.now() + DOWN_FOR_MS;
          if (++consecutiveErrors >= MAX_CONSECUTIVE_CONNECTION_ERRORS)
            throw new Error(
              `client ${clientIndex}: ${consecutiveErrors} connection errors in a row (last ${outcome.code})`,
            );
          continue;
        }
        consecutiveErrors = 0;
        tally.answersPerInstance[i]++;
        record(clientIndex, outcome.status, outcome.body);
        answered++;
      }
    }),
  ).finally(() => http.close());

  tally.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  ({ p50: tally.p50, p99: tally.p99 } = http.percentiles());
  return tally;
}
