import { furnitureFor } from './furniture-for';

describe('furnitureFor', () => {
  it('asks for store badges for an app, naming only the stores the prompt names', () => {
    expect(furnitureFor('Get the Budgetly app on iPhone and Android, download free', 'english')?.app).toEqual({
      stores: ['app-store', 'google-play'],
    });
    expect(furnitureFor('Budgetly, the budgeting app for iPhone: download now', 'english')?.app).toEqual({
      stores: ['app-store'],
    });
    expect(furnitureFor('Our new budgeting app helps you save $500 a year, download free', 'english')?.app).toEqual({
      stores: [],
    });
    // a whitepaper download is no app
    expect(furnitureFor('Download our free whitepaper on cloud security', 'english')?.app).toBeUndefined();
  });

  it('keeps contacts verbatim', () => {
    const f = furnitureFor('Emergency plumber in Leeds, call 0113 496 0000 or visit fixitplumbing.co.uk', 'arabic');
    expect(f?.contacts).toEqual([
      { kind: 'phone', text: '0113 496 0000' },
      { kind: 'url', text: 'fixitplumbing.co.uk' },
    ]);
  });

  it('marks a number given for WhatsApp, in any language, so its chip shows a chat and not a receiver', () => {
    const whatsapp = (prompt: string) =>
      furnitureFor(prompt, 'english')
        ?.contacts?.filter((c) => c.kind === 'phone')
        .map((c) => Boolean(c.whatsapp));
    expect(whatsapp('Salão Bella Donna: 30% em limpeza de pele. Agende pelo WhatsApp (21) 99876-5432.')).toEqual([
      true,
    ]);
    expect(whatsapp('Glow Nails: gel manicure $25 this week, book on WhatsApp 555-0188')).toEqual([true]);
    expect(whatsapp('Pastelería Lola: tartas por encargo, pedidos por WhatsApp 612 345 678')).toEqual([true]);
    expect(whatsapp('مطعم الريف: خصم 20% على المشاوي، اطلب عبر واتساب 0501234567')).toEqual([true]);
    // a number to call stays one, even where the prompt names WhatsApp for something else
    expect(whatsapp('Emergency plumber in Leeds, call 0113 496 0000')).toEqual([false]);
    expect(whatsapp('Pizzeria Roma: Bestellungen unter 030 1234567, Fotos auf WhatsApp teilen')).toEqual([false]);
  });

  it('words an event date in the design language, with time and venue', () => {
    const prompt = 'Jazz night concert at The Blue Room, Saturday 14 June at 8pm, tickets €20';
    expect(furnitureFor(prompt, 'english')?.event).toEqual({
      day: '14',
      month: 'June',
      weekday: 'Saturday',
      time: '8pm',
      venue: 'The Blue Room',
    });
    const ja = furnitureFor(prompt, 'japanese')?.event;
    expect(ja?.day).toBe('14');
    expect(ja?.month).toMatch(/6/);
    // a plain ticket price is no sticker; a deadline ("until Sunday") is no event
    expect(furnitureFor(prompt, 'english')?.sticker).toBeUndefined();
    expect(furnitureFor('Fashion sale: 30% off all dresses until Sunday', 'english')?.event).toBeUndefined();
  });

  it('shows no date tile for a range into another month, and keeps one for a range within a month', () => {
    // The tile once printed "28–8 JULI" for "28. Juli – 8. August".
    for (const [prompt, language] of [
      ['Sommer-Malkurs bei Atelier Farbklecks, 28. Juli – 8. August, 10 Termine, 180 €.', 'german'],
      ['Stage de voile Les Mouettes, du 27 juillet au 7 août, 320 €.', 'french'],
      ['Winter craft camp at Maple Studio, Dec 28 – Jan 3, $240.', 'english'],
    ])
      expect(furnitureFor(prompt, language)?.event).toBeUndefined();
    expect(furnitureFor('Hochzeitsmesse Ulm, 18.–19. Januar, Eintritt 8 €.', 'german')?.event?.day).toBe('18–19');
  });

  it('shows no date tile for a period of more than a week: the copy states it', () => {
    for (const [prompt, language] of [
      ['Ausstellung „Licht und Farbe“ in der Galerie Nord vom 1. bis 31. Juli', 'german'],
      ['Exposition de photos à la Galerie Lumière du 3 au 29 mars', 'french'],
      ['Mostra di acquerelli a Palazzo Verdi dal 2 al 30 aprile', 'italian'],
      ['Photo exhibition at Harbour Gallery, May 1–28', 'english'],
      ['Fototentoonstelling in Galerie Licht van 1 tot 30 juni', 'dutch'],
    ])
      expect(furnitureFor(prompt, language)?.event).toBeUndefined();
    // A long weekend's festival keeps its tile.
    expect(furnitureFor('Festival de jazz en el Parque del Oeste del 12 al 14 de junio', 'spanish')?.event?.day).toBe(
      '12–14',
    );
  });

  it('turns offers into sticker text and leaves "up to" offers alone', () => {
    expect(furnitureFor('Fashion sale: 30% off all dresses until Sunday', 'english')?.sticker).toEqual({
      kind: 'percent',
      text: '-30%',
    });
    expect(furnitureFor('Fashion sale: 30% off all dresses until Sunday', 'french')?.sticker).toEqual({
      kind: 'percent',
      text: '-30\u00a0%',
    });
    expect(furnitureFor('Trattoria Roma: 2 for 1 pasta every Tuesday', 'spanish')?.sticker).toEqual({
      kind: 'multi',
      text: '2x1',
    });
    expect(furnitureFor('Up to 30% off all dresses this weekend', 'english')?.sticker).toBeUndefined();
  });

  it('names the advertiser the prompt names, as written, in any design language', () => {
    // a 728x90 shows it beside a headline that does not name it (libs/design-engine/layout/advertiser.ts)
    expect(furnitureFor('Bloom & Co florists: fresh flowers delivered today', 'german')?.advertiser).toBe('Bloom & Co');
    expect(furnitureFor('مطعم الياسمين: خصم 20% على جميع الأطباق', 'arabic')?.advertiser).toBe('مطعم الياسمين');
    expect(furnitureFor('Fresh flowers delivered today, order by 2pm', 'english')?.advertiser).toBeUndefined();
  });

  it('gives nothing for a prompt without such facts', () => {
    expect(furnitureFor('Think different. Be bold.', 'english')).toBeUndefined();
    expect(furnitureFor(undefined, 'english')).toBeUndefined();
  });
});
