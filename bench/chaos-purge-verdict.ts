// The end state chaos:purge checks, read from the database after the run: each doomed user is
// either purged exactly once (no row, one captured `user.purged`) or reactivated (row active, its
// reactivation answered 200, no purge event), never both, never neither.
import { Client } from 'pg';

export interface ReactivationAnswer {
  status: number;
  code?: string;
  message?: string;
}

export interface Verdict {
  purgedOnce: number;
  reactivated: number;
  lostRace: number;
  both: number;
  neither: number;
  purgedTwice: number;
  wrongAnswers: number;
  outboxLeft: number;
  orphanWorkspaces: number;
  readersActive: number;
  examples: string[];
}

export async function judge(
  pg: Client,
  accountId: string,
  doomed: string[],
  answers: Map<string, ReactivationAnswer>,
  readers: string[],
): Promise<Verdict> {
  const rows = new Map(
    (
      await pg.query<{ id: string; status: string }>(
        `SELECT abstract_user_id AS id, status FROM users WHERE account_id = $1`,
        [accountId],
      )
    ).rows.map((r) => [r.id, r.status]),
  );
  const events = new Map(
    (
      await pg.query<{ id: string; n: string }>(
        `SELECT abstract_user_id AS id, count(*) AS n FROM chaos_purge_events GROUP BY 1`,
      )
    ).rows.map((r) => [r.id, Number(r.n)]),
  );
  const v: Verdict = {
    purgedOnce: 0,
    reactivated: 0,
    lostRace: 0,
    both: 0,
    neither: 0,
    purgedTwice: 0,
    wrongAnswers: 0,
    outboxLeft: Number((await pg.query(`SELECT count(*) AS n FROM event_outbox WHERE name = 'user.purged'`)).rows[0].n),
    orphanWorkspaces: Number(
      (
        await pg.query(
          `SELECT count(*) AS n FROM workspaces w WHERE w.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = w.user_id)`,
        )
      ).rows[0].n,
    ),
    readersActive: readers.filter((id) => rows.get(id) === 'active').length,
    examples: [],
  };
  const note = (s: string) => v.examples.length < 10 && v.examples.push(s);
  for (const id of doomed) {
    const row = rows.get(id);
    const purges = events.get(id) ?? 0;
    const answer = answers.get(id);
    if (purges > 1) {
      v.purgedTwice++;
      note(`${id}: ${purges} purge events`);
    }
    if (row !== undefined && purges > 0) {
      v.both++;
      note(`${id}: row ${row} and ${purges} purge events`);
    } else if (row === undefined && purges === 1) {
      v.purgedOnce++;
      if (answer && !(answer.status === 400 && answer.code === 'user_not_found')) {
        v.wrongAnswers++;
        note(`${id}: purged, but its reactivation answered ${answer.status} ${answer.code}`);
      } else if (answer) v.lostRace++;
    } else if (row === 'active' && purges === 0) {
      v.reactivated++;
      if (answer?.status !== 200) {
        v.wrongAnswers++;
        note(`${id}: active, but its reactivation answered ${answer?.status ?? 'nothing'}`);
      }
    } else if (purges <= 1) {
      v.neither++;
      note(`${id}: row ${row ?? 'gone'}, ${purges} purge events`);
    }
  }
  return v;
}
