import { isDoNotSay } from './do-not-say';
import { withoutDesignNotes } from './design-notes';

describe('instructions not to say something are notes, never copy', () => {
  it.each([
    'Keine Bestehensgarantie erwähnen!',
    'bitte nichts von Rabatten schreiben',
    "so don't promise every repair works",
    'Do not mention prices',
    'never claim we are the cheapest',
    'No promises of weight loss',
    'Ne pas promettre de résultats garantis',
    "n'indiquez pas les tarifs",
    'No mencionar descuentos',
    'sin prometer resultados',
    'Non menzionare il prezzo',
    'Não mencionar a garantia',
    'Geen slagingsgarantie vermelden',
    'beloof niets over resultaten',
    'لا تذكر الأسعار',
    '合格保証とは書かないでください',
    '価格は記載不要',
  ])('%s', (clause) => {
    expect(isDoNotSay(clause)).toBe(true);
  });

  it.each([
    "Don't miss our summer sale",
    "You can't say no to 2-for-1 burgers",
    "Don't say goodbye to summer yet",
    'We promise fresh bread every morning',
    'Keine Anmeldung nötig',
    'Sans rendez-vous',
    'No te lo pierdas',
    'Non perdere la festa',
    'Não perca',
    'Geen afspraak nodig',
    'لا تفوتوا العرض',
    '予約は不要です',
  ])('%s is copy', (clause) => {
    expect(isDoNotSay(clause)).toBe(false);
  });

  it('is taken out of the prompt with the other design notes', () => {
    const { text, notes } = withoutDesignNotes(
      'Fahrschule Kranich: Theorie-Intensivkurs in den Herbstferien. Anmeldung unter 0421 558 90 12. Keine Bestehensgarantie erwähnen!',
      () => false,
    );
    expect(text).not.toMatch(/Bestehensgarantie/u);
    expect(notes).toContain('Keine Bestehensgarantie erwähnen');
  });
});
