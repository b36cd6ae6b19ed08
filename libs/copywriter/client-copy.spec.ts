import { sentencesOf } from './client-copy';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

const texts = (page: { type: string; value: string | string[] }[]): string[] =>
  page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));

describe("the client's own sentences as one page", () => {
  it.each<[LanguageId, string, string, string]>([
    [
      'english',
      'Kayak tours at Bluewater Outfitters, ages 10+, 2–5 August, 9:00–12:00 daily. £45 per adult, £30 per child. Life jackets included.',
      'Kayak tours at Bluewater Outfitters',
      '£45 per adult, £30 per child.',
    ],
    [
      'german',
      'Tanzschule Wirbel: Tango-Workshop am Samstag, 8. März, 14–17 Uhr. 35 € pro Person, Anmeldung unter 0711 20 30 40.',
      'Tango-Workshop',
      '35 € pro Person',
    ],
    [
      'dutch',
      'Open dag Imkervereniging De Bijenkorf, zaterdag 12 april van 10.00 tot 16.00 uur. Proef onze honing, € 6 per pot.',
      'Open dag Imkervereniging De Bijenkorf',
      'Proef onze honing, € 6 per pot.',
    ],
    [
      'spanish',
      'Curso de vela ligera en Náutica Brisa, Cádiz: 5 días, 260 €, barco incluido. Próximas fechas: 7–11 de julio.',
      'Curso de vela ligera',
      '260 €',
    ],
    [
      'arabic',
      'متجر العسل الذهبي: تشكيلة الشتاء من عسل السدر والطلح، علبة 500 غرام بسعر 90 ريال. التوصيل داخل جدة مجاناً.',
      'تشكيلة الشتاء من عسل السدر والطلح',
      'علبة 500 غرام بسعر 90 ريال',
    ],
  ])('%s: a page says what, for how much and when as the prompt wrote it', (language, prompt, head, line) => {
    const pages = writeCopy({ prompt, width: 1080, height: 1350, language, count: 4 }).pages;
    const own = pages.some((p) => String(p[0].value).includes(head) && texts(p).some((t) => t.includes(line)));
    expect(own).toBe(true);
  });

  it('writes no such page in another language or on a strip', () => {
    const prompt =
      'Kayak tours at Bluewater Outfitters, ages 10+, 2–5 August, 9:00–12:00 daily. £45 per adult, £30 per child.';
    const french = writeCopy({ prompt, width: 1080, height: 1350, language: 'french', count: 4 }).pages;
    expect(french.flatMap(texts).some((t) => t.includes('per adult'))).toBe(false);
    const strip = writeCopy({ prompt, width: 728, height: 90, language: 'english', count: 4 }).pages;
    expect(strip.every((p) => p.length <= 2)).toBe(true);
  });

  it('keeps initials, dates and lower-case runs inside a sentence', () => {
    expect(sentencesOf('Festa della Scuola G. Rodari sabato 7 giugno. Ingresso libero.')).toEqual([
      'Festa della Scuola G. Rodari sabato 7 giugno.',
      'Ingresso libero.',
    ]);
    expect(sentencesOf('Tag der offenen Tür am Sonntag, 9. November, 11–16 Uhr. Eintritt frei.')).toHaveLength(2);
    expect(sentencesOf('Kurs 14.–18.10. täglich 9–13 Uhr. Anmeldung unter 0421 55.')).toHaveLength(2);
  });
});
