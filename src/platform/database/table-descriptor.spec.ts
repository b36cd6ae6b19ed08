import { col, defineRow, defineTable } from './table-descriptor';

interface Thing {
  id: string;
  ownerId: string | null;
  kind: 'a' | 'b';
  cost: number;
  tags: string[];
  createdAt: Date;
}

const THINGS = defineTable<Thing>('things', {
  id: col.text(),
  ownerId: col.nullable(col.text()),
  kind: col.oneOf(['a', 'b'] as const),
  cost: col.integer(),
  tags: col.json('array'),
  createdAt: col.timestamp(),
});

const at = new Date('2026-01-02T03:04:05.000Z');
const thing: Thing = { id: 't1', ownerId: null, kind: 'b', cost: 7, tags: ['x'], createdAt: at };

describe('table descriptor', () => {
  it('names the columns in snake_case, in descriptor order', () => {
    expect(THINGS.columnList()).toBe('"id", "owner_id", "kind", "cost", "tags", "created_at"');
    expect(THINGS.columnList('t')).toBe('t."id", t."owner_id", t."kind", t."cost", t."tags", t."created_at"');
  });

  it('builds a multi-row INSERT numbered from the given parameter, casting and serialising JSON', () => {
    const { sql, params } = THINGS.insert([thing, { ...thing, id: 't2', ownerId: 'o' }], 2);
    expect(sql).toBe(
      'INSERT INTO things ("id", "owner_id", "kind", "cost", "tags", "created_at") VALUES ($2, $3, $4, $5, $6::jsonb, $7), ($8, $9, $10, $11, $12::jsonb, $13)',
    );
    expect(params).toEqual(['t1', null, 'b', 7, '["x"]', at, 't2', 'o', 'b', 7, '["x"]', at]);
  });

  it('parses a pg row (bigint as a string) and a json_agg row (timestamps as strings) to the same entity', () => {
    expect(
      THINGS.parse({ id: 't1', owner_id: null, kind: 'b', cost: '7', tags: ['x'], created_at: at, extra: 1 }),
    ).toEqual(thing);
    expect(
      THINGS.parse({
        id: 't1',
        owner_id: null,
        kind: 'b',
        cost: 7,
        tags: ['x'],
        created_at: '2026-01-02T03:04:05+00:00',
      }),
    ).toEqual(thing);
  });

  it('refuses a row that does not fit, naming the column', () => {
    const row = { id: 't1', owner_id: null, kind: 'b', cost: 7, tags: ['x'], created_at: at };
    expect(() => THINGS.parse({ ...row, kind: 'c' })).toThrow('column things.kind: expected one of a, b, got string');
    expect(() => THINGS.parse({ ...row, cost: '9007199254740993' })).toThrow(
      'column things.cost: expected a safe integer',
    );
    expect(() => THINGS.parse({ ...row, id: null })).toThrow('column things.id: expected a string, got null');
    expect(() => THINGS.parse({ ...row, tags: {} })).toThrow('column things.tags: expected a JSON array');
    expect(() => THINGS.parse({ ...row, created_at: 'yesterday' })).toThrow(
      'column things.created_at: expected a timestamp',
    );
    const { created_at: _missing, ...withoutDate } = row;
    expect(() => THINGS.parse(withoutDate)).toThrow('column things.created_at: expected a timestamp, got undefined');
  });

  it('parses a projection keyed by property names', () => {
    const parse = defineRow<{ id: string; labels: string[] }>('projection', {
      id: col.text(),
      labels: col.textArray(),
    });
    expect(parse({ id: 'p', labels: ['a', 'b'] })).toEqual({ id: 'p', labels: ['a', 'b'] });
    expect(() => parse({ id: 'p', labels: ['a', 1] })).toThrow(
      'column projection.labels: expected an array of strings',
    );
  });
});
