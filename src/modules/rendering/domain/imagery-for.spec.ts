// The subjects an advertiser names, drawn as a designer would: what the advert is about wins over a
// stray word, a name (a town, a brand, a venue) draws nothing, and a false friend is no thing named.
import { imageryFor } from './imagery-for';
import { isKnownIcon } from '../../../../libs/design-engine/imagery/match';
import { NO_PICTURE } from '../../../../libs/design-engine/imagery/subject';
import { SUBJECTS, subjectsIn } from '../../../../libs/design-engine/imagery/subjects';

const icon = (prompt: string, language: string): string | undefined => imageryFor(prompt, language)?.icon;

describe('subjects', () => {
  it('draws only icons the index has (or, for a trade no picture suits, none)', () => {
    expect(SUBJECTS.map((s) => s.icon).filter((i) => i !== NO_PICTURE && !isKnownIcon(i))).toEqual([]);
  });

  it.each([
    ['english', 'Gentle family dentist in Leeds, new patients welcome, book a check-up', 'tooth'],
    ['german', 'Zahnarztpraxis am Markt: Prophylaxe für neue Patienten, jetzt Termin buchen', 'tooth'],
    ['english', 'Morning yoga in the park every Saturday, bring your own mat', 'lotus'],
    ['english', 'Free webinar on Thursday: scaling customer support with AI', 'laptop'],
    ['french', 'Soirée jazz au Blue Lagoon, samedi 20h, entrée libre', 'saxophone'],
    ['spanish', 'Clases de salsa y bachata para parejas, los viernes a las 21h', 'woman-dancing'],
    ['italian', 'Agriturismo tra le colline: vendemmia con degustazione, camera doppia da 90 €', 'grapes'],
    ['english', 'Luxury 2-bed apartment downtown, $890k, viewing Saturday 11am', 'cityscape'],
    ['german', 'Reifenwechsel ab 25 € bei Autohaus Keller, jetzt Termin sichern', 'wheel'],
    ['dutch', 'Fietsverhuur in Utrecht: e-bikes vanaf €18 per dag', 'bicycle'],
    ['arabic', 'دورة تصوير فوتوغرافي للمحترفين، التسجيل مفتوح الآن', 'camera'],
    ['japanese', '英会話教室、無料体験レッスン実施中', 'speech-balloon'],
    ['english', 'Handmade stoneware mugs, new autumn collection online now', 'hot-beverage'],
    ['spanish', 'Envío gratis en todos los zapatos de la tienda hasta el lunes', 'mans-shoe'],
  ])('%s "%s" draws %s', (language, prompt, expected) => {
    expect(icon(prompt, language)).toBe(expected);
  });

  it('draws no name: a town, a brand or a venue is no thing', () => {
    expect(icon('Same-day AC repair in Phoenix, call (602) 555-0100', 'english')).toBe('snowflake');
    expect(icon('Live at the Sunset: open mic night every Friday', 'english')).not.toBe('sunset');
  });

  it('reads a false friend of English only as a weak word', () => {
    // Italian "camera" is a room: no camera is drawn beside the hotel
    expect(imageryFor('Hotel sul lago: camera doppia con colazione da 120 € a notte', 'italian')?.motifs).not.toContain(
      'camera',
    );
  });

  it('prefers the more specific subject and lists the others as spot illustrations', () => {
    const hits = subjectsIn('Jazz concert in the park', ['english']);
    expect(hits[0].icon).toBe('saxophone');
    expect(imageryFor('Jazz concert in the park, tickets $20', 'english')?.motifs).toContain('musical-notes');
  });
});
