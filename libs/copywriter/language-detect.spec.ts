// Language detection: prompts with few or no stop words (the German and Portuguese prompts that were
// read as English or Spanish) and English prompts full of foreign-looking names.
import { detectLanguage } from './language-detect';
import type { LanguageId } from './types';

const CASES: ReadonlyArray<[LanguageId, string]> = [
  ['german', 'Hundesalon in Berlin: gepflegtes Fell, glücklicher Hund'],
  ['german', 'Reifenwechsel 45 € bei Autohaus Krüger – Termin vereinbaren'],
  ['german', 'Tanzkurs für Paare'],
  ['german', 'Hundesalon in Berlin: gepflegtes Fell'],
  ['portuguese', 'Aulas de violão para crianças, primeira aula grátis'],
  ['portuguese', 'Corte de cabelo e barba por R$ 60 na Barbearia Central – agende'],
  ['portuguese', 'Sapatos em promoção'],
  // Portuguese whose only stop words are "de", "por" and words of one letter ("e", "o", "a").
  ['portuguese', 'Escola de Vela Ria Formosa: curso de 3 dias por 150 €, barco e colete incluídos.'],
  ['portuguese', 'Loja de bicicletas Pedal: revisão e afinação de travões, marcações online.'],
  [
    'portuguese',
    'Atelier de cerâmica: workshop de 2 horas por 35 €, barro e forno incluídos. De 1 de junho a 31 de julho.',
  ],
  ['italian', 'Autoscuola Strada: patente B con 10 guide incluse.'],
  ['spanish', 'Corte de pelo 15 € en Peluquería Lola, pide tu cita'],
  ['dutch', 'Zwemles voor kinderen, eerste les gratis'],
  ['dutch', 'Fietsenwinkel Snel: onderhoudsbeurt voor € 49, maak een afspraak'],
  ['french', 'Pensez différent. Osez.'],
  ['italian', 'Cambio olio a 49 € presso Officina Bianchi, prenota subito'],
  ['english', 'Nike Air Max 90 sale'],
  ['english', 'Summer Sale 50%'],
  ['english', 'Pasta Bella: fresh pasta daily'],
  ['english', 'Hotel Bella Vista in Tuscany, book now'],
  ['arabic', 'مطعم الياسمين: خصم 20% على جميع الأطباق'],
  ['japanese', 'カフェ・ミント、全品20%オフ'],
];

describe('detectLanguage', () => {
  it.each(CASES)('%s: %s', (language, prompt) => {
    expect(detectLanguage(prompt)).toBe(language);
  });
});
