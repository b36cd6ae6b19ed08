import { imageSubjectOf } from './image-query';

describe('imageSubjectOf', () => {
  it.each([
    ['Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50', 'summer sandals'],
    ['Black Friday deals on headphones', 'headphones'],
    // another language: the copywriter's English concept, never the prompt's words
    ['Rebajas de verano: 30% en zapatillas', 'summer sneakers'],
    // an abstract product becomes something a camera can take
    ['Webinar: how to grow your SaaS revenue', 'laptop on a desk'],
    // an English prompt's own words for the product are the most precise search
    ['Hiring senior backend engineers at Acme, remote', 'backend engineers'],
  ])('%s -> %s', (prompt, search) => {
    expect(imageSubjectOf(prompt)?.search).toBe(search);
  });

  it('uses the English concept for a design in another language, even when its short prompt reads as English', () => {
    expect(imageSubjectOf("Soldes d'hiver : manteaux -40 %", 'french')?.search).toBe('winter jackets');
  });

  it("falls back to the advertiser's category when no product is named", () => {
    expect(imageSubjectOf('Team building workshops for startups in Berlin')?.search).toBeTruthy();
  });

  it.each([
    ['english', 'Grand opening of Snip & Style hair salon on Main St', 'hair salon'],
    ['german', 'Friseursalon Schnitt: ohne Termin, Herrenschnitt 19 €', 'hair salon'],
    ['french', 'Salon de coiffure Élodie : -20 % sur les colorations', 'hair salon'],
    ['spanish', 'Peluquería Marta: 15 € el corte, pide cita', 'hair salon'],
    ['japanese', '美容室ルナ：カット20%オフ', 'hair salon'],
    ['arabic', 'صالون شعر ليلى: خصم 20% على الصبغة', 'hair salon'],
    ['german', 'Schlüsseldienst Meyer: 24 Stunden Notdienst', 'locksmith'],
    ['french', 'Cabinet dentaire Dupont : détartrage offert', 'dentist'],
    ['dutch', 'Dierenarts De Wit: vaccinatie voor je hond', 'pet care'],
  ])('%s: searches the trade the prompt names, not its category: %s', (language, prompt, search) => {
    expect(imageSubjectOf(prompt, language)?.search).toBe(search);
  });

  it('keeps a product the prompt names before its trade', () => {
    expect(imageSubjectOf('Glow Studio: 25% off facials this month, book your treatment')?.search).toBe('facials');
  });

  it('asks generation for the subject with the whole prompt as context', () => {
    const s = imageSubjectOf('Grand opening of Luna Coffee in Lisbon, free espresso on Saturday');
    expect(s?.search).toBe('espresso');
    expect(s?.generate).toContain('espresso');
    expect(s?.generate).toContain('Luna Coffee in Lisbon');
  });

  it('has nothing for an empty text', () => {
    expect(imageSubjectOf('   ')).toBeUndefined();
  });
});
