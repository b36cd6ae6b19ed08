import { isDoNotSay } from './do-not-say';
import { readBrief } from './brief';
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

  it.each([
    [
      'Yoga at Studio Calm, Tuesdays 7pm. Warm beige and olive, calm, no stock photos of smiling families.',
      'stock photos',
    ],
    [
      "Malerbetrieb Kurz: Fassaden ab 25 €/m². Bitte nicht 'günstig' schreiben, lieber 'fair kalkuliert'.",
      'fair kalkuliert',
    ],
    ['Cerámica Tierra, taller los sábados, 30 €. Colores tierra, nada de flores ni corazones.', 'corazones'],
    ['Kinderfeestje bij Speelboerderij Hooi, € 12,50 p.p. Speels maar netjes, blauwtinten.', 'netjes'],
    ['Croisière au coucher du soleil, 39 €. Couleurs bleu marine et or, pas de clichés de plage.', 'clichés'],
  ])('a refusal, a word to say instead and a few words beside notes are notes too: %s', (prompt, gone) => {
    expect(readBrief(prompt).copy).not.toContain(gone);
  });

  it.each([
    ['Open daily 8–18, no appointment needed.', 'no appointment needed'],
    ['Wir reparieren alle Marken, ohne Termin.', 'ohne Termin'],
    ['Parking gratuit, pas de réservation.', 'pas de réservation'],
  ])('a refusal in copy with no note beside it stays: %s', (prompt, kept) => {
    expect(readBrief(prompt).copy).toContain(kept);
  });
});
