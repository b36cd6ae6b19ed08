import { analyzePrompt } from './analyze';
import { extractFacts } from './facts';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId): string =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 })
    .pages.flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join(' / ');

const offers = (prompt: string) => analyzePrompt(prompt).offerDetails;

describe('money in the forms each market writes it', () => {
  it('reads Japanese man (万) amounts and writes them back as 万円', () => {
    const prompt = '新築一戸建て 3LDK 販売価格4,280万円 駅徒歩5分 お問い合わせは青葉ホーム';
    expect(offers(prompt)).toMatchObject([{ kind: 'price', money: { amount: 42_800_000, currency: 'JPY' } }]);
    expect(copyOf(prompt, 'japanese')).toContain('4,280万円');
    expect(copyOf(prompt, 'japanese')).not.toContain('42,800,000');
  });

  it('keeps how far the station is on foot ("徒歩5分"), not a bare "5分"', () => {
    expect(extractFacts('新築マンション 2LDK 駅徒歩5分 お問い合わせは青葉ホーム').map((f) => f.text)).toContain(
      '徒歩5分',
    );
  });

  it('reads Egyptian pounds (جنيه) and writes them in Arabic', () => {
    const prompt = 'رحلات إلى الأقصر من 4,500 جنيه مع نايل تورز';
    expect(offers(prompt)).toMatchObject([{ money: { amount: 4500, currency: 'EGP' } }]);
    expect(copyOf(prompt, 'arabic')).toContain('4,500 جنيه');
  });

  it('reads "$0 copay" and "$0 down" as offers with the word they zero, a lone "$0" as nothing', () => {
    expect(offers('Flu shots at Corner Pharmacy, $0 copay with most insurance')).toMatchObject([
      { kind: 'price', item: 'copay', text: '$0 copay' },
    ]);
    expect(offers('Drive home a new Civic today: $0 down at Metro Honda')).toMatchObject([
      { kind: 'price', text: '$0 down' },
    ]);
    expect(offers('Nulltarif: 0 € Anzahlung beim Autohaus Berger')).toMatchObject([{ text: '0 € Anzahlung' }]);
    expect(offers('Our app costs $0 to try at Zeno')).toEqual([]);
  });

  it('takes the currency code after a symbol ("$500 MXN") and writes pesos as Mexico does', () => {
    const prompt = 'Envío gratis en pedidos desde $500 MXN en Tienda Sol';
    const [shipping] = offers(prompt);
    expect(shipping).toMatchObject({ kind: 'free-shipping', minimum: { amount: 500, currency: 'MXN' } });
    expect(analyzePrompt(prompt).product).toBeUndefined();
    expect(copyOf(prompt, 'spanish')).toContain('$500\u00a0MXN');
  });

  it('keeps a German decimal price with its cents ("1.299,00 €")', () => {
    const prompt = 'Neues E-Bike Modell Trail 5 für nur 1.299,00 € bei Radhaus Kern';
    expect(offers(prompt)).toMatchObject([{ kind: 'price', sale: true, money: { amount: 1299, decimals: 2 } }]);
    expect(copyOf(prompt, 'german')).toMatch(/1\.299,00\s€/u);
  });

  it('reads an APR\'s months to the word\'s end ("12 Monate", never "12 Mo")', () => {
    const prompt = 'Die Kreditkarte der Stadtbank: 0 % Sollzins für 12 Monate, jetzt beantragen';
    expect(offers(prompt)).toMatchObject([{ kind: 'apr', months: 12, text: '0 % Sollzins für 12 Monate' }]);
    expect(copyOf(prompt, 'german')).not.toMatch(/12 Mo(?!nate)/u);
  });
});
