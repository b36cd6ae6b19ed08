// What the analysis reads from prompts of the kinds that showed defects on the contact sheets:
// a plural weekday taken for the brand, a German noun taken for the product, Arabic names missed.
import { analyzePrompt } from './analyze';

describe('reading names and days', () => {
  it.each([
    ['Create a post for our taco truck, 2-for-1 on Tuesdays', 2],
    ['Burgers half price on Mondays at Joe’s Diner', 1],
    ['Yoga im Park, samstags 9 Uhr, Drop-in 12 €', 6],
    ['Pannenkoeken voor de halve prijs, woensdags bij De Molen', 3],
  ])('a plural weekday is a repeat, never a name: %s', (prompt, weekday) => {
    const a = analyzePrompt(prompt);
    expect(a.dateDetails.find((d) => d.kind === 'weekday')).toMatchObject({ weekday, relation: 'every' });
    for (const name of [a.brand, a.productIsName ? a.product : undefined])
      expect(name ?? '').not.toMatch(/day|tag|dag/i);
  });

  it.each([
    'Hundesalon in Berlin: gepflegtes Fell, glücklicher Hund',
    'Katzenpension am Stadtrand: liebevolle Betreuung, saubere Zimmer',
  ])('a German noun in a benefit is not the product: %s', (prompt) => {
    const a = analyzePrompt(prompt);
    expect(a.promptLanguage).toBe('german');
    expect(a.productIsName).toBe(false);
    expect(a.product ?? '').not.toMatch(/^(?:Fell|Betreuung|Zimmer)$/);
  });

  it.each([
    ['مطعم الياسمين يقدّم عشاء عائلي كل خميس بسعر 150 درهم', 'مطعم الياسمين'],
    ['صالون روز: خصم 25% على صبغ الشعر هذا الأسبوع', 'صالون روز'],
    ['حلويات الشام: معمول طازج يومياً، اطلب الآن', 'حلويات الشام'],
    ['تمرين مجاني في نادي القمة للياقة، انضم الآن', 'نادي القمة'],
    ['تأمين صحي للعائلات مع شركة الدرع، احسب سعرك', 'شركة الدرع'],
  ])('an Arabic advertiser is read by where it stands: %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('a German pet groomer: its name is the advertiser, "Jetzt Termin" is no name, Berlin is the place', () => {
    const a = analyzePrompt('Hundesalon Wuschel in Berlin: gepflegtes Fell, glücklicher Hund. Jetzt Termin buchen');
    expect(a).toMatchObject({ brand: 'Hundesalon Wuschel', location: 'Berlin', productIsName: false });
    expect(a.names).not.toContain('Jetzt Termin');
  });

  it('an Arabic sponsor is a mention, not the advertiser', () => {
    const a = analyzePrompt('جمعية النور: حملة إفطار صائم بدعم من بنك الخليج. تبرع الآن');
    expect(a.brand).toBe('جمعية النور');
    expect(a.mentions).toContain('بنك الخليج');
  });

  it('an Arabic offer or campaign at the head of a prompt is no name', () => {
    expect(analyzePrompt('عرض الصيف: خصم 40% على جميع الأحذية').brand).toBeUndefined();
    expect(analyzePrompt('حملة الشتاء: تبرع ببطانية لعائلة محتاجة').brand).toBeUndefined();
  });
});

describe('category from German and Dutch compounds and plain words', () => {
  it.each([
    ['Gitarrenunterricht für Kinder, erste Stunde gratis', 'education'],
    ['Klavierunterricht für Erwachsene in Bremen', 'education'],
    ['Zwemles voor kinderen, eerste les gratis', 'education'],
    ['Hundefriseur in Köln, Termin buchen', 'pets'],
    ['Hondenuitlaatservice in Utrecht, elke dag', 'pets'],
    ['Leadership training for managers, boost your team performance', 'b2b'],
    ['Craft beer tasting every Friday night at the Hop House', 'food'],
  ])('%s → %s', (prompt, category) => {
    expect(analyzePrompt(prompt).category).toBe(category);
  });

  it('a venue after "at the" is the advertiser, not the product', () => {
    const a = analyzePrompt('Craft beer tasting every Friday night at the Hop House');
    expect(a.brand).toBe('Hop House');
    expect(a.productIsName).toBe(false);
  });
});
