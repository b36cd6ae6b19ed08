// How many PostgreSQL connections a process may hold, and how many such processes the server
// takes (issue 20.6): printed once at start so an operator scaling out sees the arithmetic.
// A pg pool opens connections on demand up to its size; an API process adds its one LISTEN.
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';

export interface ConnectionBudget {
  role: AppConfig['role']['name'];
  poolSize: number;
  /** 1 when the process serves the HTTP API (its LISTEN connection for design completions), else 0. */
  listen: number;
  perProcess: number;
}

export interface ServerConnectionLimits {
  maxConnections: number;
  /** superuser_reserved_connections (+ reserved_connections on PostgreSQL 16+): not for the app. */
  reserved: number;
}

export function connectionBudget(config: Pick<AppConfig, 'role' | 'database'>): ConnectionBudget {
  const listen = config.role.servesHttpApi ? 1 : 0;
  return {
    role: config.role.name,
    poolSize: config.database.poolSize,
    listen,
    perProcess: config.database.poolSize + listen,
  };
}

/**
 * Connections a deployment of `api` API processes and `workers` worker processes may open at
 * most, with `spare` left for the CLI, migrations and an operator's psql.
 */
export function clusterConnections(d: {
  api: number;
  workers: number;
  apiPoolSize: number;
  workerPoolSize: number;
  spare?: number;
}): number {
  return d.api * (d.apiPoolSize + 1) + d.workers * d.workerPoolSize + (d.spare ?? 0);
}

/** Processes of this budget the server takes, the others' connections aside. */
export function processesThatFit(budget: ConnectionBudget, server: ServerConnectionLimits): number {
  return Math.max(0, Math.floor((server.maxConnections - server.reserved) / budget.perProcess));
}

export function describeConnectionBudget(budget: ConnectionBudget, server: ServerConnectionLimits | null): string {
  const own = `database connections: role ${budget.role}, pool ${budget.poolSize}${budget.listen ? ' + 1 LISTEN' : ''} = ${budget.perProcess} per process`;
  if (!server) return `${own} (server limits unknown)`;
  const usable = server.maxConnections - server.reserved;
  return `${own}; server max_connections ${server.maxConnections} (${server.reserved} reserved): at most ${processesThatFit(budget, server)} such processes, all roles together within ${usable} (README "Scaling out")`;
}

export async function readServerConnectionLimits(db: DataSource): Promise<ServerConnectionLimits | null> {
  try {
    const rows: { name: string; setting: string }[] = await db.query(
      `SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'superuser_reserved_connections', 'reserved_connections')`,
    );
    const get = (name: string) => Number(rows.find((r) => r.name === name)?.setting ?? 0);
    return {
      maxConnections: get('max_connections'),
      reserved: get('superuser_reserved_connections') + get('reserved_connections'),
    };
  } catch {
    return null; // a pooler may hide pg_settings: the line still says what this process takes
  }
}
