// The labelled set is the yardstick: it must load clean and cover what issue 14 asks for.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FixtureItem, loadFixtures } from './fixtures';
import { ACTION_LABELS, CATEGORY_LABELS, FACT_ROLES } from './labels';

describe('copy-prompts fixtures', () => {
  const items = loadFixtures();
  const count = (pick: (i: FixtureItem) => boolean) => items.filter(pick).length;

  it('has at least 300 prompts, at least 40 in five languages including Arabic and Japanese', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    for (const language of ['english', 'spanish', 'german', 'japanese', 'arabic']) {
      expect({ language, atLeast40: count((i) => i.language === language) >= 40 }).toEqual({
        language,
        atLeast40: true,
      });
    }
  });

  it('uses every category, every action and every fact role', () => {
    for (const c of CATEGORY_LABELS) expect([c, count((i) => i.category === c) > 0]).toEqual([c, true]);
    for (const a of ACTION_LABELS) expect([a, count((i) => i.action === a) > 0]).toEqual([a, true]);
    const roles = new Set(items.flatMap((i) => i.facts.map((f) => f.role)));
    for (const r of FACT_ROLES) expect([r, roles.has(r)]).toEqual([r, true]);
  });

  it('varies the formats (strips, rectangles, squares, stories, wide posts)', () => {
    expect(new Set(items.map((i) => i.format)).size).toBeGreaterThanOrEqual(10);
  });

  it('refuses a fact the prompt does not contain, and an unknown label', () => {
    const dir = mkdtempSync(join(tmpdir(), 'copy-prompts-'));
    const bad = [
      {
        id: 'en-001',
        language: 'english',
        prompt: 'Pizza night, $12 a slice',
        format: '300x250',
        category: 'restaurant',
        action: 'order',
        facts: [{ role: 'price', any: ['$15'] }],
      },
      {
        id: 'en-002',
        language: 'english',
        prompt: 'Pizza night, $12 a slice',
        format: '300x250',
        category: 'pizzeria',
        action: 'order',
        facts: [],
      },
    ];
    writeFileSync(join(dir, 'english.json'), JSON.stringify(bad));
    expect(() => loadFixtures(['english'], dir)).toThrow(
      /en-001: fact "\$15" is not in the prompt[\s\S]*en-002: unknown category pizzeria/,
    );
  });
});
