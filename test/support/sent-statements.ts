// Records every statement node-postgres sends (through TypeORM or as a named prepared statement),
// for specs that count round trips or explain the plan of what was sent.
import { Client } from 'pg';

export interface SentStatement {
  text: string;
  values?: unknown[];
  /** Set for a named prepared statement. */
  name?: string;
}

export function recordStatements(): { sent: SentStatement[]; restore(): void } {
  const sent: SentStatement[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(second) ? second : undefined });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[]; name?: string };
      sent.push({ text: q.text, values: q.values, name: q.name });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  return { sent, restore: () => spy.mockRestore() };
}
