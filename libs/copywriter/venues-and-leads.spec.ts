import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId): string =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 })
    .pages.flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join(' / ');

describe("a show's venue lands on a page, in the prompt's words", () => {
  it.each<[LanguageId, string, string]>([
    [
      'english',
      'The Lumineers live at the Greek Theatre, Los Angeles – Saturday June 7, tickets $55',
      'Live at the Greek Theatre',
    ],
    ['german', 'Kettcar live im Docks Hamburg – Samstag, 8. März, Tickets ab 38 €', 'Live im Docks Hamburg'],
    ['french', "Zaz en concert à l'Olympia, samedi 14 juin à 20 h. Billets dès 45 €", "En concert à l'Olympia"],
  ])('%s: "%s"', (language, prompt, line) => {
    expect(copyOf(prompt, language).toLowerCase()).toContain(line.toLowerCase());
  });

  it('never writes the French cue into English copy', () => {
    const copy = copyOf("Zaz en concert à l'Olympia, samedi 14 juin à 20 h. Billets dès 45 €", 'english');
    expect(copy).not.toContain('en concert');
  });
});

describe('a capitalised word heading a business name belongs to it', () => {
  it.each<[string, string]>([
    ['Happy Tails Vet Clinic – annual checkups for dogs $59 this month', 'Happy Tails Vet Clinic'],
    ['Best Friends Animal Shelter adoption day Saturday', 'Best Friends Animal Shelter'],
    ['Fresh Bagels Bakery opens Monday on Elm Street', 'Fresh Bagels Bakery'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('leaves a verb out of the name', () => {
    expect(analyzePrompt('Visit Sunset Yoga Studio for a free class').brand).toBe('Sunset Yoga Studio');
  });
});

describe('a public place an event is held at is context, never the advertiser', () => {
  const titlesOf = (prompt: string, language: LanguageId, width: number, height: number): string[] =>
    writeCopy({ prompt, width, height, language, count: 3, seed: 0 }).pages.flatMap((page) =>
      page.filter((b) => b.type === 'title').map((b) => String(b.value)),
    );

  it.each<[LanguageId, string, string]>([
    ['english', 'Summer music festival at Seaside Park, tickets $89', 'Seaside Park'],
    ['english', 'Food truck fair at Riverside Arena this Saturday, free entry', 'Riverside Arena'],
    ['german', 'Sommerfest im Stadtpark Lindenhof, Eintritt 12 €', 'Stadtpark Lindenhof'],
    ['french', 'Festival de jazz au Parc Monceau, billets 35 €', 'Parc Monceau'],
    ['spanish', 'Concierto de verano en el Parque del Retiro, entradas 20 €', 'Parque del Retiro'],
    ['italian', "Negramaro in concerto all'Arena di Verona, biglietti 45 €", 'Arena di Verona'],
    ['portuguese', 'Festival de verão no Parque Ibirapuera, ingressos R$ 50', 'Parque Ibirapuera'],
    ['dutch', 'Zomerfestival in het Vondelpark, tickets €25', 'Vondelpark'],
  ])('%s: "%s" names no advertiser and no headline is about %s', (language, prompt, venue) => {
    const brand = analyzePrompt(prompt).brand ?? '';
    expect(venue.includes(brand) && brand !== '').toBe(false);
    for (const [width, height] of [
      [1080, 1080],
      [728, 90],
      [1200, 628],
    ] as const)
      for (const title of titlesOf(prompt, language, width, height)) expect(title.startsWith(venue)).toBe(false);
  });

  it.each<[string, string]>([
    ['Adopt a pet at Happy Paws Shelter this Saturday', 'Happy Paws Shelter'],
    ['Sunday brunch at The Copper Kettle, 10am-3pm, mimosas $12', 'The Copper Kettle'],
  ])('a business at its own address stays the advertiser: "%s"', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toContain(brand.split(' ')[0]);
  });
});

describe("a strip's bare offer says where the event is when no one is named", () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Summer music festival at Seaside Park, tickets $89', '$89 at Seaside Park'],
    ['german', 'Sommerfest im Stadtpark Lindenhof, Eintritt 12 €', '€ im Stadtpark Lindenhof'],
    ['french', 'Festival de jazz au Parc Monceau, billets 35 €', '€ au Parc Monceau'],
    ['dutch', 'Zomerfestival in het Vondelpark, tickets €25', 'in het Vondelpark'],
  ])('%s: "%s"', (language, prompt, title) => {
    const titles = writeCopy({ prompt, width: 728, height: 90, language, count: 3, seed: 0 }).pages.flatMap((page) =>
      page.filter((b) => b.type === 'title').map((b) => String(b.value)),
    );
    expect(titles.some((t) => t.includes(title))).toBe(true);
  });
});
