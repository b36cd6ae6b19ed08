import { analyzePrompt } from './analyze';
import { findFreePhrases, findOrdinalOffers } from './offer-phrases';
import { formatOffer } from './render-facts';
import { PHRASE_BANKS } from './languages';
import { writeCopy } from './write-copy';

const ordinal = (text: string) => findOrdinalOffers(text).map((o) => o.offer);
const free = (text: string) => findFreePhrases(text).map((o) => `${o.offer.kind} ${o.offer.text}`);

describe('findOrdinalOffers: the nth item free or at half price, buy x pay y, in every language', () => {
  it('reads the second item free with its noun, as written', () => {
    expect(ordinal('IJssalon Venezia: tweede bolletje gratis dit weekend!')).toEqual([
      { kind: 'free-item', nth: 2, item: 'bolletje', text: 'tweede bolletje gratis' },
    ]);
    expect(ordinal('آيس كريم ثلج: الكرة الثانية مجاناً هذا الأسبوع')).toEqual([
      { kind: 'free-item', nth: 2, text: 'الكرة الثانية مجاناً' },
    ]);
    expect(ordinal('毎週火曜日はMサイズピザ2枚目無料！')).toEqual([{ kind: 'free-item', nth: 2, text: '2枚目無料' }]);
  });

  it('reads the nth night free as n for n-1 and the second at half price', () => {
    expect(ordinal('3 Nächte buchen, die 4. Nacht ist gratis.')).toEqual([
      { kind: 'multi-buy', buy: 4, pay: 3, text: 'die 4. Nacht ist gratis' },
    ]);
    expect(ordinal('Stay 3 nights, get the 4th free.')).toEqual([
      { kind: 'multi-buy', buy: 4, pay: 3, text: 'get the 4th free' },
    ]);
    expect(ordinal('la deuxième boule à moitié prix ce week-end')).toEqual([
      { kind: 'half-price', nth: 2, text: 'la deuxième boule à moitié prix' },
    ]);
    expect(ordinal('デニム2本目半額！')).toEqual([{ kind: 'half-price', nth: 2, text: '2本目半額' }]);
    expect(ordinal('Buy one get one 50% off on all board games')).toEqual([
      { kind: 'half-price', nth: 2, text: 'Buy one get one 50% off' },
    ]);
  });

  it('reads buy x pay y written in words', () => {
    expect(ordinal('ogni martedì prendi 2 pizze e paghi 1')).toEqual([
      { kind: 'bogo', text: 'prendi 2 pizze e paghi 1' },
    ]);
    expect(ordinal('Jeans: 2 kaufen, 1 zahlen')).toEqual([{ kind: 'bogo', text: '2 kaufen, 1 zahlen' }]);
    expect(ordinal('compre 1 e leve 2')).toEqual([{ kind: 'bogo', text: 'compre 1 e leve 2' }]);
  });

  it('reads a free trial with its length after it', () => {
    expect(ordinal('Teste grátis por 14 dias, sem cartão')).toEqual([
      { kind: 'free-trial', days: 14, text: 'Teste grátis por 14 dias' },
    ]);
    expect(ordinal('30日間無料トライアル実施中')).toEqual([
      { kind: 'free-trial', days: 30, text: '30日間無料トライアル' },
    ]);
    expect(ordinal('جرّب مجاناً 30 يوماً.')).toEqual([{ kind: 'free-trial', days: 30, text: 'جرّب مجاناً 30 يوماً' }]);
  });

  it('reads financing at a rate with its months, the rate before or after the word', () => {
    expect(ordinal('0 % Finanzierung über 48 Monate für alle VW ID.3')).toEqual([
      { kind: 'apr', percent: 0, months: 48, text: '0 % Finanzierung über 48 Monate' },
    ]);
    expect(ordinal('financiación al 0 % en 48 meses en todos los SEAT')).toEqual([
      { kind: 'apr', percent: 0, months: 48, text: 'financiación al 0 % en 48 meses' },
    ]);
  });

  it('takes no date or price for an ordinal', () => {
    expect(ordinal('Nur am 28.11. gratis Versand')).toEqual([]);
  });
});

describe('findFreePhrases: a free item with its whole name', () => {
  it('keeps the whole name back to the clause start or a function word', () => {
    expect(free('Hundesalon: Waschen 45 €, Krallenschneiden gratis dazu')).toEqual([
      'free-item Krallenschneiden gratis',
    ]);
    expect(free('bagno e taglio per cani piccoli 40 €, taglio unghie in omaggio')).toEqual([
      'free-item taglio unghie in omaggio',
    ]);
    expect(free('Pour 40 € d’achat chez Les Tisserands, un tote bag offert')).toEqual(['free-item tote bag offert']);
    expect(free('صالون: استحمام وقص 120 درهم، وتقليم الأظافر مجاناً')).toEqual(['free-item وتقليم الأظافر مجاناً']);
    expect(free('今月は爪切り無料サービス')).toEqual(['free-item 爪切り無料']);
    expect(free('4,000円以上お買い上げの方にオリジナルトートバッグをプレゼント')).toEqual([
      'free-item オリジナルトートバッグをプレゼント',
    ]);
    expect(free('1月中の入会で入会金0円')).toEqual(['no-fee 入会金0円']);
  });

  it('leaves a date before the item to the dates and takes the limit after it', () => {
    expect(free('Este sábado café gratis para los primeros 100 clientes.')).toEqual([
      'free-item café gratis para los primeros 100 clientes',
    ]);
    expect(free('قهوة مجانية لأول 100 زائر يوم السبت')).toEqual(['free-item قهوة مجانية لأول 100 زائر']);
  });

  it('reads a free lesson as a free class and leaves "we deliver for free" alone', () => {
    expect(free('Erste Probestunde gratis im Pilates Loft')).toEqual(['free-class Erste Probestunde gratis']);
    expect(free('Premier cours de yoga offert au Studio Lotus')).toEqual(['free-class Premier cours de yoga offert']);
    expect(free('ab 25 € Bestellwert liefern wir kostenlos')).toEqual([]);
  });
});

describe('offers written from these facts', () => {
  it('keeps the item in the prompt’s language and says "second … half price" in another', () => {
    const offer = analyzePrompt('Il secondo paio di scarpe a metà prezzo da Calzature Ferri').offerDetails[0];
    expect(formatOffer(offer, PHRASE_BANKS.english, 'italian')).toBe('second one half price');
    const tote = analyzePrompt('Spend more than $40 at Kettle & Co and get a free tote').offerDetails[0];
    expect(formatOffer(tote, PHRASE_BANKS.english, 'english', false)).toBe('free tote on orders over $40');
  });

  it('keeps a time as the prompt writes it in its own language', () => {
    const { pages } = writeCopy({
      prompt:
        'Menú del día en La Tasca de Pepe por 12,90 €. De lunes a viernes, de 13 a 16 h. Reservas al 912 345 678.',
      width: 1080,
      height: 1080,
      language: 'spanish',
      count: 3,
      seed: 0,
    });
    expect(JSON.stringify(pages)).toContain('13 a 16 h');
  });

  it('puts the nth-item offer on a page in the prompt’s words', () => {
    const { pages } = writeCopy({
      prompt: 'Eiscafé Venezia: Heute die zweite Kugel gratis! Bei uns am Marktplatz, 12–20 Uhr.',
      width: 1080,
      height: 1350,
      language: 'german',
      count: 3,
      seed: 0,
    });
    expect(JSON.stringify(pages)).toMatch(/zweite Kugel gratis/);
  });
});
