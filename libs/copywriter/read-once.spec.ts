// writeCopy reads a prompt once and hands the reading on (the brief to the analysis, the analysis to the
// short titles' fact check): each shortcut must read exactly what the long way reads.
import { analyzePrompt } from './analyze';
import { readBrief } from './brief';
import { checkFacts, missingTest } from './fact-check';
import { extractFacts, factsOfPrompt } from './facts';
import { categoryScores, detectCategory } from './intent';
import { fold } from './text';
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';

const PROMPTS: ReadonlyArray<readonly [string, LanguageId]> = [
  [
    'Design a LinkedIn banner for Copperleaf Accounting: tax returns from $149, book by April 10, call 555-0188',
    'english',
  ],
  ['Flyer für Bäckerei Kornblume: Sonntag 8-12 Uhr geöffnet, 3 Brötchen für 1 €, Lindenstraße 4', 'german'],
  ['Atelier Rouge, cours de poterie le samedi 14h, 20 % de réduction avec le code ARGILE', 'french'],
  ['Peluquería Sol: corte y peinado por 25 €, hasta el 30 de junio, reserva al 612 345 678', 'spanish'],
  ['カフェ・ミモザ 春の新メニュー 3月15日から ドリンク全品10%オフ', 'japanese'],
  ['مطعم الياسمين: خصم 30% على وجبات العائلة حتى 15 مايو، اتصل 0501234567', 'arabic'],
];

const bare = (pages: Page[]): Page[] => pages.map((page) => page.filter((b) => b.type === 'cta'));

describe('reading a prompt once', () => {
  it.each(PROMPTS)('analyzes %s with its brief handed on as when it reads the brief itself', (prompt) => {
    expect(analyzePrompt(prompt, readBrief(prompt))).toEqual(analyzePrompt(prompt));
  });

  it.each(PROMPTS)('reads the facts of %s from its analysis as from the prompt', (prompt, language) => {
    expect(factsOfPrompt(analyzePrompt(prompt), prompt, language)).toEqual(extractFacts(prompt, language));
  });

  it.each(PROMPTS)('finds the missing facts of %s as checkFacts does, draft after draft', (prompt, language) => {
    const test = missingTest(extractFacts(prompt, language), { language });
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language });
    for (const draft of [pages, bare(pages), pages.slice(0, 1)]) {
      const missing = checkFacts(prompt, draft, { language }).missing;
      expect(test(draft)).toEqual(missing);
    }
    // (a draft with only buttons carries none of the prompt's offers, dates or phone numbers)
    expect(test(bare(pages)).length).toBeGreaterThan(0);
  });

  it.each(PROMPTS)('weighs the category of %s the same with its scores handed on', (prompt) => {
    const folded = fold(readBrief(prompt).copy);
    // (the first word blanked, as analyzePrompt blanks a name)
    const withoutNames = folded.replace(/^\S+/u, (w) => ' '.repeat(w.length));
    expect(detectCategory(folded, { withoutNames, scores: categoryScores(folded) })).toBe(
      detectCategory(folded, { withoutNames }),
    );
  });
});
