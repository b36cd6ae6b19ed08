import { allWeek, findAllHours, findContacts, findSpecs } from './contacts';
import { specPhrase } from './facts';

const phones = (text: string): string[] =>
  findContacts(text)
    .filter((c) => c.value.kind === 'phone')
    .map((c) => c.value.text);
const specs = (text: string): string[] => findSpecs(text).map((s) => s.value);

describe('findContacts: phone numbers in every language', () => {
  it('reads a national number after a booking or contact word anywhere in its sentence', () => {
    expect(phones('Menú del día por 12,90 €. Reservas al 912 345 678.')).toEqual(['912 345 678']);
    expect(phones('Villa sul Lago di Como. Contatta Immobiliare Lario al 031 234 567.')).toEqual(['031 234 567']);
    expect(phones('Preço: 1.250.000 €. Contacte a Imobiliária Tejo pelo 912 345 678.')).toEqual(['912 345 678']);
    expect(phones('سباك طوارئ في جدة. اتصل بمؤسسة الإتقان للصيانة على 920001234')).toEqual(['920001234']);
  });

  it('reads a number with its trunk zero even with no cue, and digits run into Japanese or Arabic words', () => {
    expect(phones('Mittagstisch Mo–Fr. Tisch reservieren unter 089 2345 678.')).toEqual(['089 2345 678']);
    expect(phones('للحجز: 0551234567')).toEqual(['0551234567']);
    expect(phones('土日も診療、夜20時まで。ご予約は078-123-4567')).toEqual(['078-123-4567']);
    expect(phones('お問い合わせはみどり不動産 0120-123-456')).toEqual(['0120-123-456']);
  });

  it('takes no price, order number or date for a phone number', () => {
    expect(phones('Ático en venta, contacta: 1.250.000 €')).toEqual([]);
    expect(phones('Since 1998, serving the city. Order #123456789 shipped')).toEqual([]);
    expect(phones('Open house on 12.07.2026: villas from 12 500 000 €, book a visit')).toEqual([]);
  });
});

describe('findContacts: web addresses', () => {
  it('reads newer domains and addresses run into Japanese words', () => {
    const urls = (text: string): string[] =>
      findContacts(text)
        .filter((c) => c.value.kind === 'url')
        .map((c) => c.value.text);
    expect(urls('ご寄付はmidorinomori.orgから')).toEqual(['midorinomori.org']);
    expect(urls('Sign up at walkies.nyc or northwind.jobs')).toEqual(['walkies.nyc', 'northwind.jobs']);
    expect(urls('Node.JS and ASP.NET developers')).toEqual([]);
    expect(findContacts('応募はrecruit@cafemoka.jpまで').map((c) => c.value.text)).toEqual(['recruit@cafemoka.jp']);
  });
});

describe('findSpecs: durations and counts, verbatim', () => {
  it('reads durations in every language, hyphenated or not', () => {
    expect(specs('Boxing bootcamp 6-week program starts Oct 6')).toEqual(['6-week']);
    expect(specs('50-minütige Kurse, maximal 8 Teilnehmer')).toEqual(['50-minütige', '8 Teilnehmer']);
    expect(specs('عرض نظافة: تنظيف شامل للمنزل لمدة 4 ساعات بـ 149 درهم')).toEqual(['4 ساعات']);
    expect(specs('7月22日〜25日の4日間、受講料12,000円。定員16名')).toEqual(['4日間', '16名']);
  });

  it('leaves a free trial its days, an APR its months and a deadline its hours', () => {
    expect(specs('30日間無料トライアル実施中')).toEqual([]);
    expect(specs('14 days free, then $9 a month')).toEqual([]);
    expect(specs('0 % Sollzins für 12 Monate')).toEqual([]);
    expect(specs('Flash sale: 48 hours only')).toEqual([]);
  });

  it('reads rooms, trees, lessons, ages and Japanese counters', () => {
    expect(specs('Villa: 5 camere, 4 bagni, piscina')).toEqual(['5 camere', '4 bagni']);
    expect(specs('Help Stichting Groen Morgen 10.000 bomen te planten')).toEqual(['10.000 bomen']);
    expect(specs('Campamento para niños de 8 a 12 años')).toEqual(['de 8 a 12 años']);
    expect(specs('タイヤ交換 4本2,200円')).toEqual(['4本']);
    // A free item's limit ("the first 100") and a day of the month are no counts.
    expect(specs('先着100名様にクッキー無料 6月1日(土)')).toEqual([]);
  });
});

describe('findSpecs: a card’s cashback rate', () => {
  it('reads the rate with its word in either order, never a sale’s percentage', () => {
    expect(specs('Lumen card: no annual fee and 3% cashback at supermarkets')).toEqual(['3% cashback']);
    expect(specs('Cartão Pix+: 1,5% de cashback em todas as compras')).toEqual(['1,5% de cashback']);
    expect(specs('Carte Orion : cashback de 2 % sur le carburant')).toEqual(['cashback de 2 %']);
    expect(specs('بطاقة الريان: استرداد نقدي 4% على مشتريات البقالة')).toEqual(['استرداد نقدي 4%']);
    expect(specs('ひかりカードならポイント還元率2%、年会費無料')).toEqual(['還元率2%']);
    expect(specs('25% off every jacket this weekend')).toEqual([]);
  });
});

describe('findAllHours', () => {
  it('reads round-the-clock promises of every language, and tells the day from the week', () => {
    expect(findAllHours('pronto intervento 24 ore su 24. Uscita gratuita')?.value).toBe('24 ore su 24');
    expect(findAllHours('Encanador 24 horas em Curitiba')?.value).toBe('24 horas');
    expect(findAllHours('Notdienst rund um die Uhr, 24/7. Keine Anfahrtskosten')?.value).toBe('24/7');
    expect(findAllHours('Delivered in 24 hours')).toBeUndefined();
    expect(allWeek('24h/24')).toBe(false);
    expect(allWeek('24時間365日対応')).toBe(true);
    expect(allWeek('24/7 emergency call-outs')).toBe(true);
  });
});

describe('specPhrase', () => {
  it('reads a spec in its short clause or with its noun, never as a bare fragment', () => {
    expect(specPhrase('Corso di fotografia con Luca Ferri: 6 lezioni online, accesso a vita, 49 €', '6 lezioni')).toBe(
      '6 lezioni online',
    );
    expect(
      specPhrase('Our physiotherapists at MoveWell Clinic in Leeds offer a 45-minute assessment for £45.', '45-minute'),
    ).toBe('45-minute assessment');
    expect(specPhrase('7月22日〜25日の4日間、10:00〜12:00、受講料12,000円。定員16名、お早めに', '16名')).toBe(
      '定員16名',
    );
    // A comma inside a number is no clause break.
    expect(specPhrase('タイヤ交換 4本2,200円 カーケア大橋', '4本')).toBe('タイヤ交換 4本2,200円 カーケア大橋');
  });
});
