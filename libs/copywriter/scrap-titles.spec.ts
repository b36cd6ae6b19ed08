// A headline says something: a bare phone number or time ("218 876 540", "10h-17h", "12:00 und 13:00") is no
// title, on any page (a blind review found such scraps as headlines); the fact still reaches a page.
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

const BARE = /^[\p{N}\s()+\-–.:/h]+$/u;

describe('no scrap headlines', () => {
  it.each<[LanguageId, number, number, string, string]>([
    [
      'portuguese',
      640,
      960,
      'Noites de guitarra na Taberna do Largo, todas as quintas às 21h. Jantar + concerto 39 € por pessoa. Reservas: 213 456 789. Rua do Norte 12, Lisboa.',
      '213 456 789',
    ],
    [
      'english',
      1080,
      1920,
      'Open mic poetry at The Ink Well café, every Tuesday. Sign-up 6:30pm, readings from 7pm. Free entry. Call 555-0199 to reserve a table.',
      '555-0199',
    ],
    [
      'french',
      1080,
      1080,
      'Atelier Argile & Co : stage de modelage le week-end, samedi et dimanche 9h-16h, 150 € les 2 jours. 8 places. Réservation au 04 78 12 34 56.',
      '04 78 12 34 56',
    ],
    [
      'german',
      1080,
      1350,
      'Imkerei Summfix: Honigverkauf ab Hof, Freitag 14–18 Uhr und Samstag 9–12 Uhr. Glas 7,50 €. Vorbestellung unter 0711 555 43 21.',
      '0711 555 43 21',
    ],
    [
      'spanish',
      1080,
      1080,
      'Taller de cerámica Barro Vivo: curso intensivo sábado y domingo de 10:00 a 14:00, 95 €. Plazas limitadas. Reserva al 611 22 33 44.',
      '611 22 33 44',
    ],
  ])('%s %ix%i: no bare number or time as a title', (language, width, height, prompt, phone) => {
    const pages = writeCopy({ prompt, width, height, language, count: 4 }).pages;
    for (const page of pages) {
      const title = String(page.find((b) => b.type === 'title')?.value ?? '');
      expect(title).not.toMatch(BARE);
    }
    const all = JSON.stringify(pages);
    expect(all).toContain(phone);
  });
});
