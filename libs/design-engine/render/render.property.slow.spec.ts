// Property test: whatever the copy and the size, a design renders, fits, reads and keeps its margin.
import fc from 'fast-check';
import { LanguageId } from '../catalog/languages';
import { checkDesign } from '../testing/check-design';
import { Block, renderDesign } from './render';

const words = [
  'Sale',
  'Summer',
  'Donaudampfschifffahrt',
  'new',
  'collection',
  '50%',
  'off',
  '🎉',
  'free',
  'shipping',
  'تخفيضات',
  'الصيف',
  '夏の',
  'セール',
  '開催中！',
  'https://example.com/a/very/long/path',
  'über',
  'ÇA',
  'NOW',
  '—',
  '&',
];
const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...words), { minLength: min, maxLength: max }).map((w) => w.join(' '));

const page: fc.Arbitrary<Block[]> = fc
  .record({
    title: phrase(1, 12),
    subtitle: fc.option(phrase(1, 14), { nil: undefined }),
    offer: fc.option(phrase(1, 3), { nil: undefined }),
    body: fc.option(phrase(3, 40), { nil: undefined }),
    bullets: fc.option(fc.array(phrase(1, 8), { minLength: 1, maxLength: 6 }), { nil: undefined }),
    cta: fc.option(phrase(1, 4), { nil: undefined }),
  })
  .map((c) => {
    const blocks: Block[] = [{ type: 'title', value: c.title }];
    if (c.subtitle) blocks.push({ type: 'subtitle', value: c.subtitle });
    if (c.offer) blocks.push({ type: 'offer', value: c.offer });
    if (c.body) blocks.push({ type: 'body', value: c.body });
    if (c.bullets) blocks.push({ type: 'bulletlist', value: c.bullets });
    if (c.cta) blocks.push({ type: 'cta', value: c.cta });
    return blocks;
  });

describe('renderDesign (property)', () => {
  it('renders any copy at any size soundly', async () => {
    await fc.assert(
      fc.asyncProperty(
        page,
        fc.integer({ min: 16, max: 900 }),
        fc.integer({ min: 16, max: 900 }),
        fc.constantFrom<LanguageId>('english', 'arabic', 'japanese', 'german'),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (blocks, width, height, language, variantIndex, seed) => {
          const r = await renderDesign({ width, height, page: blocks, language, variantIndex, seed, format: 'jpg' });
          expect(await checkDesign(r, width, height, 'jpg')).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 20261122 },
    );
  });
});
