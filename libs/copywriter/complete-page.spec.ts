// One page of an answer carries every offer, date, time and contact of the prompt where the format has
// room: a marketer posts one design, and the set's facts spread over four pages leave each one short.
import { checkFacts } from './fact-check';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const CASES: Array<[LanguageId, string]> = [
  [
    'english',
    'Reopening party at Hartley Hardware on Saturday 9am-5pm: 25% off all power tools, free coffee. Call 555-0107 or visit hartleyhardware.com',
  ],
  [
    'german',
    'Tag der offenen Tür bei der Tanzschule Kranich am Sonntag von 14 bis 18 Uhr: Schnupperstunde gratis. Infos unter 0221 987 654 oder tanzschule-kranich.de',
  ],
  [
    'spanish',
    'Inauguración de Panadería La Espiga el sábado a las 8:00: 2x1 en cruasanes toda la mañana. Pedidos al 912 345 678.',
  ],
  ['french', 'Garage Moreau : vidange à 49 € jusqu’au 30 avril, du lundi au samedi. Rendez-vous au 04 78 12 34 56.'],
];

describe('one page carries every fact', () => {
  it.each(CASES)('%s: %s', (language, prompt) => {
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 3 });
    const missingPerPage = pages.map((page) => checkFacts(prompt, [page], { language }).missing.map((f) => f.text));
    // Every fact is somewhere, and one page holds them all.
    expect(checkFacts(prompt, pages, { language }).missing).toEqual([]);
    expect(missingPerPage.some((m) => m.length === 0)).toBe(true);
  });

  it('adds to the page and never swaps its headline for a fact', () => {
    const prompt = 'Jazz on the Lawn returns! July 18-20, day tickets $25, weekend pass $60. jazzonthelawn.org';
    const { pages } = writeCopy({ prompt, language: 'english', width: 1080, height: 1080, count: 4, seed: 3 });
    const titles = pages.map((p) => String(p.find((b) => b.type === 'title')?.value));
    expect(new Set(titles).size).toBe(4);
    expect(titles.some((t) => /jazz on the lawn/i.test(t))).toBe(true);
  });
});
