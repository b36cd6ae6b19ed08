import fc from 'fast-check';
import { BLOCK_TYPES, fitPages, parsePages } from './parse-pages';
import { textLength } from './text';
import type { Page } from './types';

const POST = { width: 1080, height: 1080 };
const BANNER = { width: 320, height: 50 };

const valid: Page[] = [
  [
    { type: 'title', value: 'Summer sale' },
    { type: 'subtitle', value: 'Fresh looks for the season' },
    { type: 'offer', value: '30% off' },
    { type: 'bulletlist', value: ['Free shipping', 'Until Sunday', 'New arrivals'] },
    { type: 'body', value: 'Styles for every day.' },
    { type: 'cta', value: 'Shop now' },
  ],
  [
    { type: 'title', value: 'Last chance' },
    { type: 'cta', value: 'Shop today' },
  ],
];

function errorsOf(
  input: unknown,
  opts: Parameters<typeof parsePages>[1] = POST,
): Array<{ path: string; message: string }> {
  const result = parsePages(input, opts);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('parsePages', () => {
  it('accepts valid pages of every block type and returns them normalised', () => {
    expect(BLOCK_TYPES).toEqual(['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body']);
    expect(parsePages(valid, POST)).toEqual({ ok: true, pages: valid });
    const spaced = [
      [
        { type: 'title', value: '  Summer   sale ' },
        { type: 'bulletlist', value: [' a ', 'b'] },
      ],
    ];
    expect(parsePages(spaced, POST)).toEqual({
      ok: true,
      pages: [
        [
          { type: 'title', value: 'Summer sale' },
          { type: 'bulletlist', value: ['a', 'b'] },
        ],
      ],
    });
  });

  it('rejects what is not an array of pages', () => {
    expect(errorsOf({ pages: valid })).toEqual([{ path: '', message: 'must be an array of pages' }]);
    expect(errorsOf('title')).toEqual([{ path: '', message: 'must be an array of pages' }]);
    expect(errorsOf([])).toEqual([{ path: '', message: 'must contain at least one page' }]);
  });

  it('rejects pages that are not arrays of blocks, and blocks that are not objects', () => {
    expect(errorsOf([{ type: 'title', value: 'x' }])).toEqual([{ path: '[0]', message: 'must be an array of blocks' }]);
    expect(errorsOf([[]])).toEqual([{ path: '[0]', message: 'must contain at least one block' }]);
    expect(errorsOf([[{ type: 'title', value: 'ok' }, 'cta']])).toEqual([
      { path: '[0][1]', message: 'must be an object with type and value' },
    ]);
    expect(errorsOf([[{ type: 'title', value: 'ok' }, null]])).toEqual([
      { path: '[0][1]', message: 'must be an object with type and value' },
    ]);
  });

  it('rejects unknown block types and unknown properties', () => {
    const errors = errorsOf([
      [
        { type: 'title', value: 'ok' },
        { type: 'headline', value: 'x' },
        { type: 'cta', value: 'Go', color: 'red' },
      ],
    ]);
    expect(errors).toEqual([
      { path: '[0][1].type', message: 'must be one of title, subtitle, offer, bulletlist, cta, body' },
      { path: '[0][2].color', message: 'is not allowed' },
    ]);
    expect(errorsOf([[{ type: 'title', value: 'x', 'font size': 3 }]])).toEqual([
      { path: '[0][0]["font size"]', message: 'is not allowed' },
    ]);
    expect(errorsOf([[{ value: 'no type' }]])[0]).toEqual({
      path: '[0][0].type',
      message: 'must be one of title, subtitle, offer, bulletlist, cta, body',
    });
  });

  it('rejects empty values and empty bullets', () => {
    const errors = errorsOf([
      [
        { type: 'title', value: '   ' },
        { type: 'bulletlist', value: ['ok', ''] },
        { type: 'bulletlist', value: [] },
      ],
    ]);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: '[0][0].value', message: 'must not be empty' },
        { path: '[0][1].value[1]', message: 'must not be empty' },
        { path: '[0][2].value', message: 'must contain at least one item' },
      ]),
    );
  });

  it('rejects values of the wrong shape', () => {
    const errors = errorsOf([
      [
        { type: 'title', value: 42 },
        { type: 'bulletlist', value: 'one, two' },
        { type: 'cta', value: ['Go'] },
      ],
    ]);
    expect(errors).toEqual([
      { path: '[0][0].value', message: 'must be a string' },
      { path: '[0][1].value', message: 'must be an array of strings' },
      { path: '[0][2].value', message: 'must be a string' },
    ]);
    expect(
      errorsOf([
        [
          { type: 'title', value: 'ok' },
          { type: 'bulletlist', value: ['a', 7] },
        ],
      ]),
    ).toEqual([{ path: '[0][1].value[1]', message: 'must be a string' }]);
  });

  it('rejects text longer than the format allows, counting CJK characters twice', () => {
    const long = 'x'.repeat(56);
    expect(errorsOf([[{ type: 'title', value: long }]])).toEqual([
      { path: '[0][0].value', message: expect.stringMatching(/^must be at most 55 characters/) },
    ]);
    expect(parsePages([[{ type: 'title', value: 'あ'.repeat(27) }]], POST).ok).toBe(true);
    expect(errorsOf([[{ type: 'title', value: 'あ'.repeat(28) }]])[0].path).toBe('[0][0].value');
    const bullets = errorsOf([
      [
        { type: 'title', value: 'ok' },
        { type: 'bulletlist', value: ['a', 'b', 'c', 'd', 'e'] },
      ],
    ]);
    expect(bullets).toEqual([
      { path: '[0][1].value', message: 'must contain at most 4 items for this format (has 5)' },
    ]);
    expect(
      errorsOf([
        [
          { type: 'title', value: 'ok' },
          { type: 'bulletlist', value: ['a', 'y'.repeat(43)] },
        ],
      ])[0].path,
    ).toBe('[0][1].value[1]');
  });

  it('rejects blocks the format has no room for', () => {
    const errors = errorsOf(valid, BANNER);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: '[0]', message: 'must contain at most 2 blocks for this format (has 6)' },
        { path: '[0][1].type', message: 'subtitle is not allowed in a 320x50 format (allowed: title, cta)' },
        { path: '[0][3].type', message: 'bulletlist is not allowed in a 320x50 format (allowed: title, cta)' },
      ]),
    );
    // The schema alone, without the format's limits:
    expect(parsePages(valid, { ...BANNER, enforceFormat: false }).ok).toBe(true);
  });

  it('rejects too many pages, duplicated pages, pages without a title and repeated block types', () => {
    const page: Page = [{ type: 'title', value: 'A' }];
    expect(
      errorsOf([page, [{ type: 'title', value: 'B' }], [{ type: 'title', value: 'C' }]], { ...POST, count: 2 }),
    ).toEqual([{ path: '', message: 'must contain at most 2 pages (has 3)' }]);
    expect(errorsOf(Array.from({ length: 6 }, (_, i) => [{ type: 'title', value: `T${i}` }]))).toEqual([
      { path: '', message: 'must contain at most 5 pages (has 6)' },
    ]);
    expect(errorsOf([page, [{ type: 'title', value: 'a' }]])).toEqual([
      { path: '[1]', message: 'duplicates page [0]' },
    ]);
    expect(errorsOf([[{ type: 'cta', value: 'Go' }]])).toEqual([
      { path: '[0]', message: 'must contain a title block' },
    ]);
    expect(parsePages([[{ type: 'cta', value: 'Go' }]], { ...POST, requireTitle: false }).ok).toBe(true);
    expect(
      errorsOf([
        [
          { type: 'title', value: 'A' },
          { type: 'title', value: 'B' },
        ],
      ]),
    ).toEqual([{ path: '[0][1].type', message: 'only one title block per page' }]);
    expect(
      parsePages(
        [
          [
            { type: 'title', value: 'A' },
            { type: 'body', value: 'x' },
            { type: 'body', value: 'y' },
          ],
        ],
        POST,
      ).ok,
    ).toBe(true);
  });

  it('reports every problem at once, with a bound', () => {
    const bad = Array.from({ length: 5 }, () => Array.from({ length: 20 }, () => ({ type: 'nope', value: '' })));
    const errors = errorsOf(bad);
    expect(errors.length).toBe(50);
  });
});

describe('fitPages', () => {
  it('makes valid pages fit a smaller format: drops blocks, trims at word boundaries, keeps a title', () => {
    const fitted = fitPages(valid, 320, 50);
    for (const page of fitted) {
      expect(page.map((b) => b.type)).toEqual(['title', 'cta']);
      expect(parsePages([page], { width: 320, height: 50 }).ok).toBe(true);
    }
    const long: Page[] = [
      [
        { type: 'subtitle', value: 'A very long line about fresh looks for the whole season ahead' },
        { type: 'cta', value: 'Shop now' },
      ],
    ];
    const [page] = fitPages(long, 300, 250);
    expect(page[0].type).toBe('title');
    expect(textLength(page[0].value as string)).toBeLessThanOrEqual(40);
    expect(page[0].value).toBe('A very long line about fresh looks');
  });

  it('never cuts a protected name', () => {
    const [page] = fitPages([[{ type: 'title', value: 'Big savings today at Luigi Trattoria Brooklyn' }]], 320, 50, [
      'Luigi Trattoria Brooklyn',
    ]);
    expect(page[0].value).toBe('Big savings today');
  });
});

describe('parsePages on arbitrary input', () => {
  it('never throws and reports errors with bracket paths', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (input) => {
        const result = parsePages(input, POST);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors)
            expect(e.path).toMatch(/^(\[\d+\](\[\d+\](\.[A-Za-z_$][\w$]*(\[\d+\])?|\[".*"\])?)?)?$/s);
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
