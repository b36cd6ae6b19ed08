// Issue 14 contact sheet: copy a marketer would not post, each with the prompt that showed it.
import { analyzePrompt } from './analyze';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

function texts(prompt: string, language: LanguageId, type?: string): string[] {
  const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
  return pages
    .flat()
    .filter((b) => !type || b.type === type)
    .flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));
}

describe('copy that fits the prompt', () => {
  it('uses a slogan prompt’s own sentences as headlines instead of filler', () => {
    const titles = texts('Think different. Be bold.', 'english', 'title');
    expect(titles).toContain('Think different. Be bold.');
    expect(titles.some((t) => t === 'Be bold' || t === 'Think different')).toBe(true);
    for (const filler of ['Feel the difference', 'What are you waiting for?', 'Everything you need', 'Ready, set, go'])
      expect(titles).not.toContain(filler);
    expect(texts('Pensez différent. Osez.', 'french', 'title')).toContain('Pensez différent. Osez.');
  });

  it('reads times of day as times, never as the product or tomorrow', () => {
    const cases: Array<[string, LanguageId]> = [
      ['Frische Brötchen und Kaffee jeden Morgen in unserer Bäckerei', 'german'],
      ['Fresh bagels and coffee every Morning at our bakery', 'english'],
      ['Croissants et café chaque Matin dans notre boulangerie', 'french'],
      ['Pan recién hecho y café cada mañana en nuestra panadería', 'spanish'],
      ['Cornetti e caffè ogni Mattina nel nostro bar', 'italian'],
      ['Pão quentinho e café todas as Manhãs na nossa padaria', 'portuguese'],
      ['Vers brood en koffie elke Ochtend in onze bakkerij', 'dutch'],
    ];
    for (const [prompt, language] of cases) {
      const a = analyzePrompt(prompt);
      expect({ prompt, product: /morgen|morning|matin|mañana|mattina|manhãs|ochtend/i.test(a.product ?? '') }).toEqual({
        prompt,
        product: false,
      });
      expect({
        prompt,
        names: a.names.filter((n) => /morgen|morning|matin|mañana|mattina|manhãs|ochtend/i.test(n)),
      }).toEqual({ prompt, names: [] });
      expect({ prompt, tomorrow: a.dateDetails.some((d) => d.kind === 'tomorrow') }).toEqual({
        prompt,
        tomorrow: false,
      });
      expect(texts(prompt, language, 'title').some((t) => /morgen gesucht|mañana$/i.test(t))).toBe(false);
    }
    // "hasta mañana" is still tomorrow.
    expect(analyzePrompt('Oferta válida hasta mañana').dateDetails.some((d) => d.kind === 'tomorrow')).toBe(true);
  });

  it('keeps career-training lines off a kids’ guitar course and names the course', () => {
    const career: Array<[string, LanguageId, string[]]> = [
      [
        'Cours de guitare pour enfants, premier cours offert',
        'french',
        ['Des compétences qui ouvrent des portes', 'Investissez dans votre avenir', 'Pour les équipes qui avancent'],
      ],
      [
        'Clases de inglés para niños, primera clase gratis',
        'spanish',
        ['Habilidades que abren puertas', 'Invierte en tu futuro', 'Para equipos que cumplen'],
      ],
      [
        'Lezioni di pianoforte per bambini, prima lezione gratuita',
        'italian',
        ['Competenze che aprono porte', 'Investi nel tuo futuro'],
      ],
      ['دروس جيتار للأطفال، الدرس الأول مجاني', 'arabic', ['مهارات تفتح الأبواب', 'استثمر في مستقبلك']],
    ];
    for (const [prompt, language, lines] of career) {
      const got = texts(prompt, language);
      for (const line of lines)
        expect({ prompt, line, found: got.some((t) => t.includes(line)) }).toEqual({ prompt, line, found: false });
    }
    const titles = texts('Cours de guitare pour enfants, premier cours offert', 'french', 'title');
    expect(titles.some((t) => t.includes('Cours de guitare'))).toBe(true);
    expect(titles.some((t) => /^Les formations/.test(t))).toBe(false);
    // Professional training keeps them.
    const pro = texts('Project management certification course for professionals, enroll today', 'english');
    expect(pro.some((t) => /Skills that open doors|Invest in your future/.test(t))).toBe(true);
  });

  it('builds titles from the product and benefit, not stock lines that fit anything', () => {
    const stock = [
      'What you get',
      'Everything you need',
      'Go bigger, go bolder',
      'Ready, set, go',
      'Feel the energy',
      'Go on, treat yourself',
      "Life's better with a little fun",
      'Fun starts here',
    ];
    for (const prompt of [
      'Dog grooming in Brooklyn, your pup leaves fluffy and happy',
      'Fresh flowers delivered same day, bouquets that brighten any room',
    ]) {
      for (const seed of [0, 1, 2]) {
        const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'english', count: 3, seed });
        const titles = pages.map((p) => String(p.find((b) => b.type === 'title')?.value));
        expect({ prompt, seed, stock: titles.filter((t) => stock.includes(t)) }).toEqual({ prompt, seed, stock: [] });
      }
    }
  });
});
