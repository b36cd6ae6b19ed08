import fc from 'fast-check';
import { checkFacts } from './fact-check';
import { BLOCK_LIMITS, classifyFormat } from './formats';
import { COPY_LANGUAGES } from './languages';
import { parsePages } from './parse-pages';
import { textLength } from './text';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

// Words that trigger most of the reader's rules, mixed with noise, in any order.
const WORDS = [
  'sale',
  '30%',
  'off',
  'up to',
  '50 %',
  '$19.99',
  '19,99 €',
  '¥1980',
  'free shipping',
  'BOGO',
  'code',
  'SAVE20',
  'until',
  'Sunday',
  'ends',
  '31 May',
  'June 12-14',
  'this weekend',
  'today only',
  '48 hours only',
  'every Tuesday',
  'at 7pm',
  'Black Friday',
  'Christmas',
  'summer',
  'Ramadan',
  'grand opening',
  'launch',
  'introducing',
  '"Nova Lamp"',
  'Acme Corp',
  'at',
  'The Blue Note',
  'in',
  'Lisbon',
  'for',
  'students',
  'families',
  'hiring',
  'engineers',
  'donate',
  'webinar:',
  'Scaling DevOps',
  'shop now',
  'book now',
  'sign up',
  'luxury',
  'organic',
  'fun',
  'pizza',
  'sneakers',
  'apartments',
  'flights',
  'course',
  'app',
  'iPhone 16',
  'Müller',
  'rebajas',
  'descuento',
  'hasta el',
  'domingo',
  'soldes',
  'jusqu’au',
  'Rabatt',
  'bis',
  'Samstag',
  'セール',
  'オフ',
  'まで',
  'خصم',
  'حتى',
  'الجمعة',
  '!',
  '?',
  ',',
  '.',
  ':',
  '—',
  '🔥',
  '\n',
  // Categories and flags whose tagged bank lines once leaked ("b2b,saas,education,jobs|Trusted by teams like yours").
  'B2B',
  'SaaS',
  'e-bikes',
  '0% APR',
  'house',
  '4-bed',
  '$2.45M',
  'call 555-0134',
  '24/7',
  'jobs',
  'charity',
  'treesforall.org',
  '2-for-1',
  '半額',
  'saves you',
  '$500',
  'a year',
  'every',
  '$5',
  'plants a tree',
  'spending more than',
  '$40',
  'free tote',
  'free coffee',
  'for the first 100',
  '1-4pm',
  '9:00-17:00',
  'secondo cono gratis',
  '3 for 2',
  'half price',
  'only',
  'from',
  '€850k',
  'hello@shop.com',
  'tel. 01 23 45 67 89',
];

// The user's own text is kept verbatim, so syntax characters are left out of it: any `|`, `{` or `}`
// in the copy then comes from the phrase banks.
const noise = fc.string({ maxLength: 12 }).map((s) => s.replace(/[|{}]/g, ''));
const prompt = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), noise), { maxLength: 40 })
  .map((parts) => parts.join(' ').slice(0, 2000));
const side = fc.integer({ min: 16, max: 4096 });
const language = fc.constantFrom(...COPY_LANGUAGES) as fc.Arbitrary<LanguageId>;

// Tag names of the banks (categories, moods, flags): two or more joined by "," or "+" are a leaked tag list.
const TAG = String.raw`!?(?:b2b|saas|app|jobs|charity|education|retail|fashion|beauty|food|event|real-estate|fitness|travel|health|home|general|sale|discount|price|deadline|recurring|dated|free|launch|named|creator|opening|season|pressing|asked|energetic|calm|luxury|playful|professional|natural|festive|urgent)`;
const SYNTAX = new RegExp(String.raw`[|{}]|(?<![\p{L}])${TAG}(?:[,+]${TAG})+(?![\p{L}])`, 'iu');

describe('writeCopy properties', () => {
  it('always writes valid, distinct pages within the format limits, for any prompt, size and language', () => {
    fc.assert(
      fc.property(
        prompt,
        side,
        side,
        language,
        fc.integer({ min: 1, max: 5 }),
        fc.integer(),
        (p, width, height, lang, count, seed) => {
          const result = writeCopy({ prompt: p, width, height, language: lang, count, seed });
          const limits = BLOCK_LIMITS[classifyFormat(width, height)];
          expect(result.pages).toHaveLength(count);
          expect(parsePages(result.pages, { width, height, count })).toEqual({ ok: true, pages: result.pages });
          for (const page of result.pages) {
            expect(page[0].type).toBe('title');
            for (const block of page) {
              const texts = block.type === 'bulletlist' ? block.value : [block.value];
              for (const t of texts) {
                expect(textLength(t)).toBeLessThanOrEqual(limits.blocks[block.type]?.maxChars ?? 0);
                // No template syntax: tag lists, separators, placeholders.
                expect({ t, syntax: SYNTAX.test(t) }).toEqual({ t, syntax: false });
              }
            }
          }
          expect(new Set(result.pages.map((pg) => JSON.stringify(pg))).size).toBe(count);
          // No number the prompt does not give, no minimum spend, saving or donation written "only $X".
          const { invented, misused } = checkFacts(p, result.pages, { language: lang });
          expect({ p, invented, misused }).toEqual({ p, invented: [], misused: [] });
          expect(writeCopy({ prompt: p, width, height, language: lang, count, seed })).toEqual(result);
        },
      ),
      { numRuns: 300, seed: 20240601 },
    );
  });
});
