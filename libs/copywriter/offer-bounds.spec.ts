import { analyzePrompt } from './analyze';
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';

// A line taken from the prompt is whole: it never starts inside a number or a range, never ends on
// "only" or "until" cut from their object, never adds a price to an offer with "+", and an offer's
// limits (where, for whom, until when) stay with it. These prompts are our own.

const FORMATS: ReadonlyArray<readonly [number, number]> = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
];
const pagesOf = (prompt: string, language: LanguageId): Page[] =>
  [0, 1, 2].flatMap((seed) =>
    FORMATS.flatMap(([width, height]) => writeCopy({ prompt, width, height, language, count: 4, seed }).pages),
  );
const spaced = (text: string): string => text.replace(/[\u00a0\u202f]/gu, ' ');
const linesOf = (page: Page): string[] => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));

/** Whether a line (or a part of it after "+" or ":") starts where the prompt has a digit and a separator before it. */
function startsInsideNumber(line: string, prompt: string): boolean {
  return line
    .split(/\s*[+＋:：]\s*/u)
    .filter((part) => /^\d/u.test(part))
    .some((part) => {
      const head = part.slice(0, 4);
      for (let i = prompt.indexOf(head); i > 1; i = prompt.indexOf(head, i + 1))
        if (/\d[,.–—-]$/u.test(prompt.slice(i - 2, i))) return true;
      return false;
    });
}
/**
 * Words that cannot end a line: a limit cut from what it limits ("20% de desconto só", "… até"). (A
 * postpositive "only", "seulement", "فقط", "だけ" ends a line well: "This weekend only".)
 */
const DANGLING =
  /(?:^|\s)(?:until|s[oó]|s[oó]lo|solo|apenas|at[ée]|nur|bis|jusqu['’]?|hasta|fino|soltanto|alleen|tot|حتى)[.!]?$/iu;

describe('a line from the prompt never starts inside a number or ends on a cut limit', () => {
  it.each<[LanguageId, string]>([
    ['german', 'Sportgeschäft Hüpfwelt: Trampoline 1,50–2,00 m Durchmesser ab 29 €, Lieferung in 3 Tagen'],
    ['english', 'Garden Depot: raised beds 1.20–1.80 m from £49, this weekend only'],
    ['french', 'Literie Dodo : matelas 1,40–1,60 m dès 299 €, livraison offerte'],
    ['dutch', 'Meubelhuis Eik: tafels 1,60–2,00 m vanaf 349 €, tot zaterdag'],
    ['portuguese', 'Loja Pé Leve: 20% de desconto só até sábado nas sandálias de couro'],
    ['portuguese', 'Promoção de verão na Loja Areia: 20% de desconto só nas sandálias, até domingo'],
  ])('%s: %s', (language, prompt) => {
    for (const page of pagesOf(prompt, language))
      for (const line of linesOf(page)) {
        expect([line, startsInsideNumber(line, prompt)]).toEqual([line, false]);
        expect([line, DANGLING.test(line)]).toEqual([line, false]);
      }
  });

  it('reads what a price buys with its measurement, not from inside it', () => {
    const offer = analyzePrompt('Sportgeschäft Hüpfwelt: Trampoline 1,50–2,00 m Durchmesser ab 29 €').offerDetails[0];
    expect(offer.buys?.text).toBe('Trampoline 1,50–2,00 m Durchmesser');
  });
});

describe('an offer limited to some products says so wherever it shows', () => {
  it.each<[LanguageId, string, RegExp]>([
    ['spanish', 'Tienda Sol: 30% de descuento solo en sandalias. Envío a toda España', /solo en sandalias/u],
    ['portuguese', 'Loja Areia: 20% de desconto só nas sandálias, envio rápido', /só nas sandálias/u],
    ['german', 'Schuhhaus Berg: 15 % Rabatt nur auf Sneaker, Beratung im Laden', /nur auf Sneaker/u],
    ['french', 'Boutique Lila : -25 % uniquement sur les robes, retouches sur place', /uniquement sur les robes/u],
  ])('%s: %s', (language, prompt, limit) => {
    const offers = pagesOf(prompt, language)
      .flatMap((page) => page.filter((b) => b.type === 'offer'))
      .map((b) => String(b.value));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect([offer, limit.test(offer)]).toEqual([offer, true]);
  });
});

describe('a free delivery or a free class keeps where and for whom it is given', () => {
  it.each<[LanguageId, string, string]>([
    ['arabic', 'مطعم البيت: توصيل مجاني داخل الرياض، اطلب الآن', 'داخل الرياض'],
    ['english', 'Green Basket grocery: free delivery within 10 miles, order online', 'within 10 miles'],
    ['german', 'Getränke Schulz: Lieferung kostenlos im Stadtgebiet Leipzig, Kästen ab 8 €', 'im Stadtgebiet Leipzig'],
    ['italian', 'Pizzeria Da Gino: consegna gratuita solo entro 3 km, ordina al telefono', 'entro 3 km'],
    ['german', 'Yogastudio Lotus: Probestunde kostenlos nur für Neukunden', 'nur für Neukunden'],
    ['dutch', 'Sportschool Fit: gratis proefles alleen voor nieuwe leden', 'alleen voor nieuwe leden'],
    ['arabic', 'صالون ليلى: خصم 20% للعملاء الجدد فقط', 'للعملاء الجدد'],
    ['french', 'Studio Danse Étoile : premier cours offert réservé aux débutants', 'réservé aux débutants'],
  ])('%s: %s', (language, prompt, limit) => {
    const details = analyzePrompt(prompt).offerDetails;
    expect(details.some((o) => o.scope?.text.includes(limit))).toBe(true);
    // (The badges of the prompt's other offers, "Kästen ab 8 €", are not this one.)
    const others = details.filter((o) => !o.scope?.text.includes(limit)).map((o) => o.text);
    const offers = pagesOf(prompt, language)
      .flatMap((page) => page.filter((b) => b.type === 'offer'))
      .map((b) => String(b.value))
      .filter((offer) => !others.some((o) => spaced(offer).includes(spaced(o))));
    for (const offer of offers) expect([offer, offer.includes(limit)]).toEqual([offer, true]);
  });

  it('a shop named after "gratis en" stays the advertiser', () => {
    expect(analyzePrompt('Limpieza dental gratis en Clínica Sonrisa este mes').names).toContain('Clínica Sonrisa');
  });
});

describe('a price is never added to another offer with "+"', () => {
  it.each<[LanguageId, string]>([
    ['english', 'Garden centre sale: pots from £5, free delivery on orders this weekend'],
    ['japanese', 'カフェ森: 桜ラテ 480円、10%オフ、渋谷駅から徒歩3分'],
    ['german', 'Eisdiele Venezia: Kugel 1,50 €, 10 % Rabatt mit Schülerausweis'],
  ])('%s: %s', (language, prompt) => {
    const prices = analyzePrompt(prompt)
      .offerDetails.filter((o) => o.kind === 'price')
      .map((o) => o.text);
    expect(prices.length).toBeGreaterThan(0);
    for (const page of pagesOf(prompt, language))
      for (const line of linesOf(page).filter((l) => /[+＋]/u.test(l)))
        expect([line, prices.some((p) => spaced(line).includes(spaced(p)))]).toEqual([line, false]);
  });
});

describe('a page that shows an offer shows the date that bounds it', () => {
  it.each<[LanguageId, string, RegExp, RegExp]>([
    [
      'english',
      'Little Owls preschool: free enrolment until 31 May, ages 3-5, call 555-0142',
      /enrolment/iu,
      /May 31|31 May/u,
    ],
    ['portuguese', 'Loja Areia: 20% de desconto nas sandálias até domingo', /20\s?%/u, /domingo/iu],
    ['french', 'Boulangerie Martin : -20 % seulement le mardi sur les viennoiseries', /20\s?%/u, /mardi/iu],
    ['dutch', 'Fietsenwinkel De Spaak: 25% korting op kinderfietsen, tot zaterdag', /25\s?%/u, /zaterdag/iu],
    ['german', 'Gärtnerei Grün: 30 % Rabatt auf alle Rosen bis Sonntag', /30\s?%/u, /Sonntag/iu],
  ])('%s: %s', (language, prompt, offer, date) => {
    const pages = pagesOf(prompt, language).filter((page) => linesOf(page).some((l) => offer.test(l)));
    expect(pages.length).toBeGreaterThan(0);
    const without = pages.filter((page) => !linesOf(page).some((l) => date.test(l)));
    // Where a page has no room, it may go without: most pages with the offer carry its date.
    expect(without.length).toBeLessThanOrEqual(Math.floor(pages.length / 6));
  });
});

describe('a measurement, a range or a count is read whole', () => {
  it.each<[string, string]>([
    ['Fliesen Krause: Feinsteinzeug 60 x 120 cm nur 39,90 €/m², Abholung in Kassel', '60 x 120 cm'],
    ['Garden centre sale: terracotta pots 20–40 cm from £5', '20–40 cm'],
    ['Mobiliário Casa: mesas 80 x 160 cm por 249 €', '80 x 160 cm'],
  ])('the spec of "%s" is "%s"', (prompt, spec) => {
    expect(analyzePrompt(prompt).specs).toEqual([spec]);
  });

  it.each<[string, string]>([
    ['Fliesen Krause: Feinsteinzeug 60 x 120 cm nur 39,90 €/m², Abholung in Kassel', 'Feinsteinzeug 60'],
    ['Academia Lingua: cursos de inglés B1–B2, 89 € al mes', 'B1'],
    ['Scuola Parla: corsi di tedesco A1–A2 da 120 € al mese', 'A1'],
  ])('"%s" has no name "%s" cut from a range', (prompt, cut) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.names).not.toContain(cut);
    expect(analysis.product).not.toBe(cut);
  });

  it.each<[string, string]>([
    ['ヨガスタジオ花：月4回コース 8,800円、渋谷駅徒歩5分', '月4回コース'],
    ['メンズカット＋シェービング 4,400円 BARBER KEN', 'メンズカット＋シェービング'],
  ])('what the price of "%s" buys is "%s"', (prompt, buys) => {
    expect(analyzePrompt(prompt).offerDetails.find((o) => o.kind === 'price')?.buys?.text).toBe(buys);
  });

  it.each<[LanguageId, string, string]>([
    ['german', 'Fliesen Krause: Feinsteinzeug nur 39,90 €/m², Abholung in Kassel', '/m²'],
    ['english', 'Oak flooring at $4.49 per sq ft, this week only', 'per sq ft'],
    ['french', 'Parquet chêne à 29 € le m², pose comprise', 'le m²'],
  ])('%s: the price of "%s" is per "%s"', (_language, prompt, unit) => {
    expect(analyzePrompt(prompt).offerDetails[0]?.scope?.text).toBe(unit);
  });
});
