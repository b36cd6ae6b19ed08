import { analyzePrompt } from './analyze';
import { findSpeakers } from './speakers';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const speakers = (text: string): string[] => findSpeakers(text).map((s) => s.text);
const copyOf = (prompt: string, language: LanguageId): string =>
  writeCopy({ prompt, width: 1200, height: 1200, language, count: 3, seed: 0 })
    .pages.flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join(' / ');

describe('speakers of an event: each name a fact, none the advertiser', () => {
  it.each<[string, string[]]>([
    [
      'Live webinar with Claire Martin, head of support at Orange, and Tom Baker from Zendesk',
      ['Claire Martin', 'Tom Baker'],
    ],
    ['Fachvortrag mit Dr. Jana Weber und Tom Keller am 3. März in der Stadthalle', ['Dr. Jana Weber', 'Tom Keller']],
    [
      'Conférence gratuite avec Claire Dubois, directrice chez Decathlon, et Marc Petit',
      ['Claire Dubois', 'Marc Petit'],
    ],
    ['Taller online con María José Pérez y Luis Ortega de Glovo', ['María José Pérez', 'Luis Ortega']],
    ['Webinar met Sanne de Vries en Pieter Bakker van Bol', ['Sanne de Vries', 'Pieter Bakker']],
  ])('reads "%s"', (prompt, names) => {
    expect(speakers(prompt)).toEqual(names);
  });

  it('finds no speaker in a brand or a lone first name', () => {
    expect(speakers('Celebrate with Coca-Cola Zero at the beach')).toEqual([]);
    expect(speakers('Book with Anna at Glow Studio')).toEqual([]);
    expect(speakers('Yoga with Sarah Lee at Glow Studio every Monday')).toEqual([]);
  });

  it('puts the speakers on a page and the host, not a speaker, as the advertiser', () => {
    const prompt =
      'Webinar gratuito: vendas online para pequenas lojas. Terça-feira, 4 de junho, às 18h. Com Carla Mendes, gerente do Mercado Livre, e Rui Costa, da Shopify. Realização: Escola Digital+. Inscreva-se!';
    const analysis = analyzePrompt(prompt);
    expect(analysis.speakers).toEqual(['Carla Mendes', 'Rui Costa']);
    expect(analysis.brand).toBe('Escola Digital+');
    expect(copyOf(prompt, 'portuguese')).toContain('Carla Mendes & Rui Costa');
    // A speaker's clause is no line of its own ("e Rui Costa, da Shopify").
    expect(copyOf(prompt, 'portuguese')).not.toMatch(/(?:^|\/ )E Rui Costa/u);
  });
});

describe('one person named with their role is on a page, with the role', () => {
  const pagesOf = (prompt: string, language: LanguageId): string[] =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 }).pages.map((page) =>
      page.map((b) => (Array.isArray(b.value) ? b.value.join(' / ') : String(b.value))).join(' | '),
    );

  it.each<[LanguageId, string, string]>([
    ['english', 'Dinner with chef Tom Baker at Harbor Grill, Friday 7pm, $95', 'Tom Baker'],
    ['german', 'Kochkurs mit Küchenchef Jan Roth, Samstag 18 Uhr, 79 €', 'Jan Roth'],
    ['french', 'Atelier de cuisine avec le chef Julien Morel, samedi 18 h, 60 €', 'Julien Morel'],
    ['spanish', 'Taller de fotografía con la fotógrafa Lucía Pérez, sábado 10h, 45 €', 'Lucía Pérez'],
    ['italian', 'Serata di degustazione con lo chef Giulia Bianchi, venerdì ore 20, 35 €', 'Giulia Bianchi'],
    ['portuguese', 'Workshop de cerâmica com a instrutora Ana Costa, sábado às 10h, R$ 120', 'Ana Costa'],
    ['dutch', 'Kookworkshop met chef Jan de Vries, zaterdag 14.00 uur, € 45', 'Jan de Vries'],
    ['japanese', '料理教室 講師：山田花子 土曜日10時 参加費3000円', '山田花子'],
    ['arabic', 'ورشة طبخ مع الشيف سامي الخطيب، السبت 6 مساءً، 150 ريال', 'سامي الخطيب'],
  ])('%s: "%s" names %s in a variant', (language, prompt, person) => {
    expect(
      findSpeakers(prompt)
        .map((s) => s.text)
        .join(' '),
    ).toContain(person);
    expect(pagesOf(prompt, language).some((page) => page.includes(person))).toBe(true);
  });

  it("reads no product out of a Japanese person's name (山田花子 is no flower)", () => {
    const pages = pagesOf('料理教室 講師：山田花子 土曜日10時 参加費3000円', 'japanese').join(' ');
    expect(pages).not.toContain('花をお探し');
    expect(pages).not.toContain('花が');
  });

  it('takes no company for a Japanese speaker, and no "with your friends" for an Arabic one', () => {
    expect(findSpeakers('登壇：トヨタ自動車 DX推進部 佐藤健一氏').map((s) => s.text)).toEqual(['佐藤健一']);
    expect(findSpeakers('تعال مع أصدقائك يوم السبت')).toEqual([]);
  });
});
