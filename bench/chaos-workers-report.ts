// The figures of a chaos:workers run: a markdown table with each target and verdict, then the
// context a reader needs (kill times, boot times, what the reconciler did, the API's answers).
import { loadavg } from 'node:os';
import type { Audit } from './chaos-workers-audit';
import { machine } from './support';

/** A request becomes "during the Redis restart" if it is in flight this long after Redis is back. */
const RESTART_GRACE_MS = 10_000;

export interface Answer {
  kind: 'submit' | 'status';
  startedAt: number;
  endedAt: number;
  /** 0: no HTTP answer (connection refused, reset or timed out). */
  status: number;
  code?: string;
  message?: string;
}

export interface RunRecord {
  requests: number;
  kills: number;
  submitMs: number;
  submitted: string[];
  refusedForGood: number;
  finalStatus: Map<string, string>;
  answers: Answer[];
  restart: { down: number; up: number; jobsBefore: number; lostJobs: string[] };
  killLog: { at: number; activeJobs: number }[];
  unexpectedExits: number;
  elapsedMs: number;
  loadStart: number[];
  bootTimes: string;
  workerLogs: string[];
}

/** Prints the figures; true when every one met its target. */
export function printReport(run: RunRecord, a: Audit): boolean {
  const loadEnd = loadavg();
  const inRestart = (x: Answer) => x.startedAt <= run.restart.up + RESTART_GRACE_MS && x.endedAt >= run.restart.down;
  const fiveXX = run.answers.filter((x) => x.status >= 500);
  const restart503 = fiveXX.filter((x) => x.status === 503 && inRestart(x));
  const other5xx = fiveXX.filter((x) => !restart503.includes(x));
  const noAnswer = run.answers.filter((x) => x.status === 0);
  const statusCounts = run.answers.reduce<Record<string, number>>(
    (m, x) => ((m[`${x.kind} ${x.status || 'none'}`] = (m[`${x.kind} ${x.status || 'none'}`] ?? 0) + 1), m),
    {},
  );
  const clientMismatch =
    run.submitted.filter((id) => run.finalStatus.get(id) !== undefined).length !== run.submitted.length;

  const rows: [string, string, string, boolean][] = [
    [
      'design requests accepted (2xx)',
      `${run.submitted.length}`,
      `${run.requests}`,
      run.submitted.length === run.requests && run.refusedForGood === 0,
    ],
    ['requests in PostgreSQL', `${a.requests}`, `${run.requests}`, a.requests === run.requests],
    [
      'completed / failed / unfinished',
      `${a.byStatus.completed ?? 0} / ${a.byStatus.failed ?? 0} / ${(a.byStatus.queued ?? 0) + (a.byStatus.processing ?? 0)}`,
      'unfinished 0',
      !a.byStatus.queued && !a.byStatus.processing,
    ],
    [
      'finished as the clients saw it (request-status)',
      `${run.finalStatus.size}`,
      `${run.submitted.length}`,
      !clientMismatch,
    ],
    [
      'ledger: one debit each, one refund per failed, none per completed',
      `${a.ledgerMismatches.length} mismatches`,
      '0',
      a.ledgerMismatches.length === 0,
    ],
    ['ledger sum equals balance', a.ledgerReconciled ? 'yes' : 'NO', 'yes', a.ledgerReconciled],
    [
      'one set of images per completed request (rows, files, bytes)',
      `${a.imageMismatches.length} mismatches`,
      '0',
      a.imageMismatches.length === 0,
    ],
    ['stray stored files', `${a.strayFiles.length}`, '0', a.strayFiles.length === 0],
    [
      'Bull active / waiting / delayed / paused at the end',
      `${a.bull.active} / ${a.bull.waiting} / ${a.bull.delayed} / ${a.bull.paused}`,
      '0 / 0 / 0 / 0',
      a.bull.active + a.bull.waiting + a.bull.delayed + a.bull.paused === 0,
    ],
    ['requests without a Bull job', `${a.requestsWithoutJob}`, '0', a.requestsWithoutJob === 0],
    [
      'jobs lost across the Redis restart',
      `${run.restart.lostJobs.length} of ${run.restart.jobsBefore}`,
      '0',
      run.restart.lostJobs.length === 0,
    ],
    ['API 5xx (outside a 503 during the Redis restart)', `${other5xx.length}`, '0', other5xx.length === 0],
    ['requests with no HTTP answer', `${noAnswer.length}`, '0', noAnswer.length === 0],
    [
      'worker SIGKILLs (jobs active in Bull at each kill)',
      `${run.killLog.length} (${run.killLog.map((k) => k.activeJobs).join(', ')})`,
      `${run.kills}`,
      run.killLog.length === run.kills,
    ],
    ['workers that died on their own', `${run.unexpectedExits}`, '0', run.unexpectedExits === 0],
  ];
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${machine()}, load average ${run.loadStart.map((l) => l.toFixed(2)).join(' ')} at start, ${loadEnd.map((l) => l.toFixed(2)).join(' ')} at end`,
  );
  console.log(
    `${run.requests} requests (1-3 variants, 4 formats) over ${run.submitMs / 1000} s, 2 worker processes, ${run.kills} SIGKILLs, Redis restarted at ${(run.restart.down / 1000).toFixed(1)} s (down ${((run.restart.up - run.restart.down) / 1000).toFixed(1)} s); finished in ${(run.elapsedMs / 1000).toFixed(0)} s\n`,
  );
  console.log('| figure | measured | target | |\n|---|---|---|---|');
  for (const [name, value, target, met] of rows)
    console.log(`| ${name} | ${value} | ${target} | ${met ? 'met' : 'MISSED'} |`);
  console.log(
    `\nKills at ${run.killLog.map((k) => (k.at / 1000).toFixed(1)).join(', ')} s; worker boot (spawn to ready) ${run.bootTimes}.`,
  );
  // What the reconciler did, from the workers' logs: requests it failed are jobs whose final-failure hook was lost.
  const reconciled = { requeued: 0, failed: 0 };
  for (const log of run.workerLogs) {
    for (const line of log.split('\n').filter((l) => l.includes('"design requests reconciled"'))) {
      const entry = JSON.parse(line) as { requeued: number; failed: number };
      reconciled.requeued += entry.requeued;
      reconciled.failed += entry.failed;
    }
  }
  console.log(
    `Reconciler: ${reconciled.requeued} requests enqueued again (nothing happens when Bull still holds the job), ${reconciled.failed} failed and refunded (Bull had failed their job; the final-failure hook was lost).`,
  );
  console.log(
    `Also: ${a.reprocessed} requests rendered more than once (max attempts ${a.maxAttempts}); Bull completed ${a.bull.completed}, failed ${a.bull.failed}.`,
  );
  console.log(
    `API answers: ${Object.entries(statusCounts)
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}.`,
  );
  console.log(
    `503 during the Redis restart: ${restart503.length}${restart503.length ? ` (${[...new Set(restart503.map((x) => `${x.code}: ${x.message}`))].join('; ')})` : ''}.`,
  );
  if (Object.keys(a.failureReasons).length)
    console.log(
      `Failure reasons: ${Object.entries(a.failureReasons)
        .map(([m, n]) => `${n}x "${m}"`)
        .join(', ')}.`,
    );
  const details = [
    ...other5xx.slice(0, 5).map((x) => `5xx at ${x.startedAt} ms (${x.kind}): ${x.status} ${x.code} ${x.message}`),
    ...noAnswer.slice(0, 5).map((x) => `no answer at ${x.startedAt} ms (${x.kind}): ${x.message}`),
    ...a.ledgerMismatches.slice(0, 5),
    ...a.imageMismatches.slice(0, 5),
    ...a.strayFiles.slice(0, 5),
    ...run.restart.lostJobs.slice(0, 5).map((id) => `lost job ${id}`),
  ];
  if (details.length) console.log(`\nDetails:\n${details.map((d) => `- ${d}`).join('\n')}`);
  const ok = rows.every((r) => r[3]);
  console.log(ok ? '\nOK: every figure met' : '\nFAILED: see the figures above');
  return ok;
}
