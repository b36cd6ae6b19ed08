// CPU time (user + system, read from /proc) of the processes chaos:purge watches: the API, the
// purger workers, and the PostgreSQL backends serving the scratch database, so each window can say
// how many cores each side used.
import { Client } from 'pg';
import { cpuMs } from './chaos-support';

export interface CpuReading {
  api: number;
  purgers: number;
  postgres: Map<number, number>;
}

export interface CpuUse {
  api: number;
  purgers: number;
  postgres: number;
}

export class CpuMeter {
  constructor(
    private readonly pg: Client,
    private readonly database: string,
    private readonly apiPid: number | undefined,
    private readonly purgerPids: (number | undefined)[],
  ) {}

  async read(): Promise<CpuReading> {
    const backends = await this.pg.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [
      this.database,
    ]);
    return {
      api: cpuMs(this.apiPid),
      purgers: this.purgerPids.reduce((s: number, pid) => s + cpuMs(pid), 0),
      postgres: new Map(backends.rows.map((r) => [r.pid, cpuMs(r.pid)])),
    };
  }

  /** Backends opened since `before` count whole; one closed meanwhile is lost (pools keep theirs open). */
  static since(before: CpuReading, after: CpuReading): CpuUse {
    let postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += Math.max(0, ms - (before.postgres.get(pid) ?? 0));
    return { api: after.api - before.api, purgers: after.purgers - before.purgers, postgres };
  }
}
