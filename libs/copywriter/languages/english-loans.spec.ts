// Each bank in its own words: English ad phrases ("Save the Date") printed in a German or Spanish ad
// read as a template left untranslated. A prompt that writes the phrase itself keeps it (its own lines).
import { templatesOf } from '../templates';
import { writeCopy } from '../write-copy';
import { COPY_LANGUAGES, PHRASE_BANKS } from '.';

const ENGLISH_PHRASES = /\b(save the date|book now|shop now|sign up|learn more|limited time)\b/i;

describe('banks in their own words', () => {
  it.each(COPY_LANGUAGES.filter((id) => id !== 'english'))('%s bank has no English ad phrases', (id) => {
    expect(templatesOf(PHRASE_BANKS[id]).filter((t) => ENGLISH_PHRASES.test(t))).toEqual([]);
  });

  it.each([
    ['german', 'Sommerfest im Kleingartenverein Grünland am 18. Juli ab 15 Uhr, mit Grill und Live-Musik'],
    ['german', 'Hochzeitsmesse in der Stadthalle Kassel am 9. März: über 60 Aussteller, Eintritt 8 €'],
  ] as const)('%s copy for a dated event: %s', (language, prompt) => {
    const pages = writeCopy({ prompt, width: 1080, height: 1350, language, count: 4 }).pages;
    expect(JSON.stringify(pages)).not.toMatch(/save the date/i);
  });
});
