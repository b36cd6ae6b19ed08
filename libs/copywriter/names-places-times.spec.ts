// Names, places and times the prompt reader used to miss (issue 14): Arabic and Japanese names with
// no capitals, street addresses and towns, Arabic, Japanese and Dutch clock times. Each is read and
// lands on a page of the written copy.
import { analyzePrompt } from './analyze';
import { findAddresses, townAfter } from './addresses';
import { scriptNames } from './script-names';
import { writeCopy } from './write-copy';

const onPages = (prompt: string, language: Parameters<typeof writeCopy>[0]['language']): string =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 })
    .pages.flatMap((p) => p.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : b.value)))
    .join(' | ');

describe('Arabic names and places, read by position', () => {
  it('reads the name after a kind-of-business word, without a preposition attached to it', () => {
    expect(scriptNames('عرض خاص من مقهى النخلة الذهبية: قهوة مجانية', 'arabic').brand).toBe('مقهى النخلة الذهبية');
    expect(scriptNames('اتصل بمؤسسة البناء الحديث للمقاولات', 'arabic').brand).toBe('مؤسسة البناء الحديث');
    expect(scriptNames('دروس موسيقى مع أكاديمية نغم – احجز', 'arabic').brand).toBe('أكاديمية نغم');
  });

  it('stops the name before a verb and never takes a sponsor', () => {
    expect(scriptNames('مطعم الياسمين يقدّم عشاء كل خميس', 'arabic').brand).toBe('مطعم الياسمين');
    expect(scriptNames('حملة الشتاء بدعم من بنك الخليج', 'arabic').brand).toBeUndefined();
  });

  it('reads towns after a preposition or comma, districts and streets', () => {
    const { places } = scriptNames('رحلات من جدة إلى القاهرة، ومكتبنا في حي الروضة على طريق الأمير سلطان', 'arabic');
    expect(places).toEqual(expect.arrayContaining(['جدة', 'القاهرة', 'حي الروضة', 'طريق الأمير سلطان']));
  });

  it('puts the brand and both ends of a route on the pages', () => {
    const prompt = 'رحلات من الدوحة إلى بيروت ذهاباً وعودة مع طيران الأرز. احجز الآن';
    const text = onPages(prompt, 'arabic');
    for (const fact of ['طيران الأرز', 'الدوحة', 'بيروت']) expect(text).toContain(fact);
  });
});

describe('Japanese names, read by position', () => {
  it('reads a name before a business ending, after the last particle', () => {
    expect(scriptNames('ご相談はさくら不動産へ', 'japanese').brand).toBe('さくら不動産');
    expect(scriptNames('沖縄行きはブルースカイ航空でお得に', 'japanese').brand).toBe('ブルースカイ航空');
  });

  it('reads a kind followed by its name, and a name heading the prompt', () => {
    expect(scriptNames('ネイルサロン ミモザ、初回20%OFF', 'japanese').brand).toBe('ネイルサロン ミモザ');
    expect(scriptNames('ラーメン一番星 替え玉無料', 'japanese').brand).toBe('ラーメン一番星');
  });

  it('never takes a phrase for a name', () => {
    expect(scriptNames('毎朝焼きたてのパン、私たちの店で', 'japanese').brand).toBeUndefined();
  });

  it('reads a route and a ward as places', () => {
    expect(scriptNames('羽田発那覇往復 19,800円から', 'japanese').places).toEqual(['羽田', '那覇']);
    expect(scriptNames('新築マンション 目黒区自由が丘 駅近', 'japanese').places).toContain('目黒区自由が丘');
  });
});

describe('street addresses and towns', () => {
  it('reads addresses in each order, and the town after one', () => {
    const text = 'Visit our showroom at 55 Harbor Road, Port Jefferson this Saturday.';
    const [address] = findAddresses(text, 'english');
    expect(address.text).toBe('55 Harbor Road');
    expect(townAfter(text, address.end)?.text).toBe('Port Jefferson');
    expect(findAddresses('Nuevo local en Calle Mayor 12, Zaragoza', 'spanish')[0].text).toBe('Calle Mayor 12');
    expect(findAddresses('Neueröffnung in der Bahnhofstraße 7, Ulm', 'german')[0].text).toBe('Bahnhofstraße 7');
  });

  it('takes no time, no doctor and no "via" for a street', () => {
    expect(findAddresses('Webinar um 10:00 Uhr. Mit Dr. Weber', 'german')).toEqual([]);
    expect(findAddresses('Book via Instagram DM', 'english')).toEqual([]);
  });

  it('puts every stop of a trip and the town after a venue on the pages', () => {
    const trip = onPages(
      '10-day Italy tour with Bella Journeys: Rome, Florence, Venice. From $2,490 per person.',
      'english',
    );
    for (const town of ['Rome', 'Florence', 'Venice']) expect(trip).toContain(town);
    const show = analyzePrompt('Summer concert at Lakeside Arena, Duluth – Saturday July 12 at 8pm.');
    expect([show.location, ...(show.places ?? [])]).toContain('Duluth');
  });
});

describe('Latin-script names by their company', () => {
  it("reads a route's ends as places, never the brand", () => {
    const a = analyzePrompt('Flights from Denver to Madrid from $499 with Polaris Airways. Book by Friday.');
    expect(a.brand).toBe('Polaris Airways');
    expect([a.location, ...(a.places ?? [])]).toEqual(expect.arrayContaining(['Denver', 'Madrid']));
  });

  it('reads the host of an event and a one-word name heading the prompt as the advertiser', () => {
    expect(
      analyzePrompt(
        'Free webinar: Pricing for SaaS. Tuesday at 4pm with Ana Diaz from Stripe. Hosted by Billwise. Register now.',
      ).brand,
    ).toBe('Billwise');
    expect(analyzePrompt('Notewell: all your notes in one place, 30% off yearly plans').brand).toBe('Notewell');
    expect(
      analyzePrompt('Taller gratuito: ventas con IA. Jueves a las 18:00 (hora de Lima). Organiza Vendemás. Inscríbete.')
        .brand,
    ).toBe('Vendemás');
    expect(analyzePrompt('Reminder: the shop closes at 5pm today').brand).toBeUndefined();
    expect(analyzePrompt('Winter Days: any 2 scarves for $30').brand).toBeUndefined();
  });

  it('reads a name given with its phone number as the advertiser', () => {
    expect(
      analyzePrompt('Heizung kaputt? Notdienst in Bremen. Keine Wartezeit. Heiztechnik Krüger: 0421 555 0133.').brand,
    ).toBe('Heiztechnik Krüger');
  });
});

describe('dotted dates', () => {
  it('reads "28.11." and "3.12.2026" as dates, never a price like "12.50"', () => {
    const dates = analyzePrompt('Aktion am 28.11.: 40 % auf Jacken, Mütze 12.50 €. Gültig bis 3.12.2026').dateDetails;
    expect(dates.map((d) => (d.kind === 'date' ? [d.day, d.month] : d.kind))).toEqual([
      [28, 11],
      [3, 12],
    ]);
  });
});

describe('clock times', () => {
  it('reads Arabic times with their part of the day', () => {
    const [range] = analyzePrompt('عشاء مفتوح كل خميس من 7 إلى 11 مساءً').dateDetails;
    expect(range).toMatchObject({
      time: { hour: 19, minute: 0 },
      endTime: { hour: 23, minute: 0 },
      timeText: 'من 7 إلى 11 مساءً',
    });
    const [noon] = analyzePrompt('ورشة رسم من 10 صباحاً حتى 2 ظهراً').dateDetails;
    expect(noon).toMatchObject({ time: { hour: 10 }, endTime: { hour: 14 } });
  });

  it('does not read "tomorrow" inside the Arabic word for lunch', () => {
    expect(analyzePrompt('بوفيه الغداء بسعر 59 ريال').dateDetails.map((d) => d.kind)).not.toContain('tomorrow');
  });

  it('reads a Japanese clock range as one range, written as the prompt wrote it', () => {
    const prompt = 'カフェ・ソラ モーニングセット500円、7:30〜10:30';
    expect(analyzePrompt(prompt).dateDetails[0]).toMatchObject({
      time: { hour: 7, minute: 30 },
      endTime: { hour: 10, minute: 30 },
    });
    expect(onPages(prompt, 'japanese')).toContain('7:30〜10:30');
  });

  it('reads a Dutch "uur" time and keeps the word that opens a range', () => {
    expect(analyzePrompt('Proeverij zaterdag om 16.00 uur').dateDetails[0]).toMatchObject({
      time: { hour: 16, minute: 0 },
    });
    expect(analyzePrompt('Ontbijt elke dag van 8.00 tot 10.30 uur').dateDetails[0].timeText).toBe(
      'van 8.00 tot 10.30 uur',
    );
  });
});
