// The abusive client of chaos:abuse, in its own process so its sending does not delay the event
// loop that times the other accounts' requests. Forked by chaos-abuse.ts; one message = one phase.
import { Client, openLoop } from './chaos-abuse-traffic';

export interface AbuseOrder {
  port: number;
  basePath: string;
  key: string;
  limit: number;
  ratePerSecond: number;
  durationMs: number;
}

export interface AbuseReport {
  sent: number;
  ok: number;
  limited: number;
  other: number;
  problems: string[];
  /** From its first request to the answer of its last admitted one (epoch ms): when it was doing real work. */
  admitted: [number, number] | null;
  /** CPU this process spent sending (it shares the machine with the server). */
  cpuMs: number;
}

let client: Client | undefined;

process.on('message', async (order: AbuseOrder) => {
  client ??= new Client({ port: order.port, basePath: order.basePath }, order.key, order.limit);
  const cpu = process.cpuUsage();
  const answers = await openLoop(order.ratePerSecond, order.durationMs, () => client!.send());
  const used = process.cpuUsage(cpu);
  // Real work queues with the others' requests: the burst lasts until the answers to everything
  // sent up to its last admitted request are in.
  const lastAdmitted = Math.max(...answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.at));
  const admitted = answers.filter((a) => a.at <= lastAdmitted);
  const report: AbuseReport = {
    sent: answers.length,
    ok: answers.filter((a) => a.status >= 200 && a.status < 300).length,
    limited: answers.filter((a) => a.status === 429).length,
    other: answers.filter((a) => a.status !== 429 && (a.status < 200 || a.status >= 300)).length,
    problems: [
      ...new Set(
        answers
          .filter((a) => a.problem || (a.status !== 429 && a.status >= 300))
          .map((a) => `${a.status} ${a.problem}`),
      ),
    ].slice(0, 3),
    admitted: admitted.length
      ? [Math.min(...admitted.map((a) => a.at)), Math.max(...admitted.map((a) => a.at + a.ms))]
      : null,
    cpuMs: (used.user + used.system) / 1000,
  };
  process.send?.(report);
});

process.on('disconnect', () => {
  client?.close();
  process.exit(0);
});
