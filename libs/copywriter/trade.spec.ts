import { analyzePrompt, writeCopy } from './index';
import { linesCategory } from './intent';
import { PHRASE_BANKS } from './languages';
import { parseTemplate } from './templates';
import { fold } from './text';
import { detectTrade, TRADES_OF, type Trade } from './trade';
import type { Category, LanguageId } from './types';

const text = (b: { value: string | string[] }): string[] => (Array.isArray(b.value) ? b.value : [b.value]);

/** Every line of the answers for a prompt, over a few seeds and sizes. */
function copyOf(prompt: string, language: LanguageId): string[] {
  const out: string[] = [];
  for (const [width, height] of [
    [1080, 1080],
    [1200, 628],
    [300, 250],
  ])
    for (const seed of [0, 1, 2])
      out.push(...writeCopy({ prompt, width, height, language, count: 3, seed }).pages.flat().flatMap(text));
  return out;
}

/** The bank's lines of a category that only other trades may claim. */
function foreignLines(language: LanguageId, category: Category, trade: Trade | undefined): string[] {
  const c = PHRASE_BANKS[language].categories[category];
  const others = (TRADES_OF.get(category) ?? []).filter((t) => t !== trade);
  return [c.noun, ...c.benefits, ...c.questions]
    .map(parseTemplate)
    .filter((t) => {
      const positive = t.tags.filter((x) => !x.startsWith('!'));
      const negative = t.tags.filter((x) => x.startsWith('!')).map((x) => x.slice(1));
      if (trade && negative.includes(trade)) return true;
      return positive.length > 0 && positive.every((x) => others.includes(x as Trade));
    })
    .map((t) => fold(t.text));
}

// New prompts of neighbouring trades, in the nine languages: [language, prompt, category, trade].
const CASES: Array<[LanguageId, string, Category, Trade | undefined]> = [
  ['english', 'Pet insurance by Cosy Cover: vet bills paid within 5 days. Get your quote', 'finance', 'insurance'],
  ['english', 'Freelancer? Ledger & Co prepares your tax return this spring, from $120', 'finance', 'tax'],
  ['german', 'Hausratversicherung von Alpina: schon ab 4 € im Monat, jetzt online abschließen', 'finance', 'insurance'],
  ['spanish', 'Gestoría López: te hacemos la declaración de la renta desde 35 €. Pide cita', 'finance', 'tax'],
  ['italian', 'Apri il conto corrente Arancio a zero canone, carta di debito inclusa', 'finance', 'banking'],
  ['japanese', 'ペット保険ならはなまる少額短期保険。月々500円から', 'finance', 'insurance'],
  ['arabic', 'مكتب الريان للمحاسبة: نجهز إقرارك الضريبي بسرعة. تواصل معنا', 'finance', 'tax'],
  ['french', 'Refuge des Collines : venez adopter un chien, portes ouvertes samedi', 'pets', 'adoption'],
  ['portuguese', 'Adote um cão no abrigo Quatro Patas: feira de adoção no sábado', 'pets', 'adoption'],
  ['dutch', 'Dierenasiel De Wissel: kom kennismaken met onze katten en adopteer er een', 'pets', 'adoption'],
  ['english', 'Oil change and tyre rotation at Northside Garage for $49, book a slot', 'automotive', 'car-service'],
];

describe('trades within a category', () => {
  it.each(CASES)('[%s] %s → %s, %s', (language, prompt, category, trade) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.category).toBe(category);
    expect(detectTrade(linesCategory(analysis.category, fold(prompt)), fold(prompt))).toBe(trade);
  });

  it.each(CASES)('[%s] %s: no stock line of another trade', (language, prompt, category, trade) => {
    const foreign = foreignLines(language, category, trade);
    expect(foreign.length).toBeGreaterThan(0);
    const used = copyOf(prompt, language)
      .map(fold)
      .filter((line) => foreign.some((f) => line.includes(f)));
    expect(used).toEqual([]);
  });

  it('takes "insured" for no insurer: a savings account that is insured is a bank’s', () => {
    const prompt = 'Easy-access savings at Fairway Bank: 4.1% AER, deposits insured up to £85,000';
    expect(detectTrade('finance', fold(prompt))).toBe('banking');
    expect(detectTrade('finance', fold('Asegura tu futuro: plan de pensiones de Banco Atlas'))).toBe('investing');
  });

  it('gives a finance prompt of no known trade only the lines every trade can carry', () => {
    const prompt = 'Harbour Finance: clear answers about money, talk to an adviser this week';
    expect(analyzePrompt(prompt).category).toBe('finance');
    expect(detectTrade('finance', fold(prompt))).toBeUndefined();
    const foreign = foreignLines('english', 'finance', undefined);
    expect(copyOf(prompt, 'english').filter((l) => foreign.some((f) => fold(l).includes(f)))).toEqual([]);
  });

  it('writes a bank’s or insurer’s call to apply, not a job application’s', () => {
    const jobWords = /bewerb|solliciteer|postul|candidat|応募/iu;
    const cases: Array<[LanguageId, string]> = [
      ['german', 'Ratenkredit der Hansebank ab 3,9 % effektivem Jahreszins, jetzt online beantragen'],
      ['dutch', 'Persoonlijke lening bij Noordbank, vanaf 5,9% rente. Vraag vandaag aan'],
      ['french', 'Crédit auto Banque Solène : taux fixe de 3,5 %, demande en ligne'],
      ['japanese', 'みらい銀行のカードローン、金利年3.0%から。今すぐお申し込み'],
    ];
    for (const [language, prompt] of cases) {
      const ctas = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 })
        .pages.flat()
        .filter((b) => b.type === 'cta')
        .flatMap(text);
      expect({ prompt, ctas: ctas.filter((c) => jobWords.test(c)) }).toEqual({ prompt, ctas: [] });
    }
    const job = writeCopy({
      prompt: 'Wir suchen eine Bankkauffrau (m/w/d) für unsere Filiale in Kiel. Jetzt bewerben!',
      width: 1080,
      height: 1080,
      language: 'german',
      count: 3,
      seed: 0,
    });
    expect(job.analysis.category).toBe('jobs');
  });

  it('asks for the action of the trade where the category’s would be wrong', () => {
    const cases: Array<[string, string]> = [
      ['Steuerkanzlei Weber: Ihre Einkommensteuererklärung ab 150 €', 'contact'],
      ['Seguro de moto con Rodamás desde 12 €/mes', 'quote'],
      ['保護犬の譲渡会、日曜日に駅前広場で開催。わんにゃんの会', 'visit'],
      // A bank's card is still applied for.
      ['Carta di credito Orizzonte senza canone il primo anno', 'apply'],
    ];
    for (const [prompt, action] of cases)
      expect({ prompt, action: analyzePrompt(prompt).action }).toEqual({ prompt, action });
  });

  it('keeps a noun only the trade can claim out of the copy ("our accounts" on insurance)', () => {
    const prompt = 'Autoverzekering bij Veilig Rijden: 20% korting het eerste jaar';
    const accounts = fold(parseTemplate(PHRASE_BANKS.dutch.categories.finance.noun).text);
    expect(copyOf(prompt, 'dutch').some((l) => fold(l).includes(accounts))).toBe(false);
  });
});
