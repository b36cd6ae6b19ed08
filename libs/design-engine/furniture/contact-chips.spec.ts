// The glyph on a contact chip says how to reach the advertiser: a WhatsApp number is written to, not called.
import icons from '@iconify-json/fluent-emoji-flat/icons.json';
import { Block, renderDesign } from '../render/render';
import { contactIcon } from './pieces';

describe('contactIcon', () => {
  it('draws a chat bubble for a WhatsApp number and a receiver for a number to call', () => {
    expect(contactIcon({ kind: 'phone', text: '(21) 99876-5432', whatsapp: true })).toBe('speech-balloon');
    expect(contactIcon({ kind: 'phone', text: '0113 496 0000' })).toBe('telephone-receiver');
    // the flag says nothing for a web address
    expect(contactIcon({ kind: 'url', text: 'glownails.com', whatsapp: true })).toBe('globe-with-meridians');
  });

  it('uses only glyphs of the icon set we ship', () => {
    const shipped = (icons as { icons: Record<string, unknown> }).icons;
    for (const kind of ['phone', 'url', 'email', 'address'] as const)
      for (const whatsapp of [false, true]) expect(shipped[contactIcon({ kind, text: 'x', whatsapp })]).toBeDefined();
  });
});

describe('a contact block beside a button that carries the number', () => {
  const chips = async (language: 'english' | 'german' | 'japanese', title: string, cta: string) => {
    const page: Block[] = [
      { type: 'title', value: title },
      { type: 'cta', value: cta },
    ];
    const r = await renderDesign({
      width: 1080,
      height: 1080,
      page,
      language,
      variantIndex: 0,
      seed: 11,
      format: 'jpg',
      settings: { designModel: 'product' },
      furniture: {
        contacts: [
          { kind: 'phone', text: '030 1234567' },
          { kind: 'url', text: 'www.roma.de' },
        ],
      },
    });
    return r.report.text.filter((t) => t.id === 'furniture-contact').map((t) => t.lines.join(''));
  };

  it('does not set the number again: the block keeps the web address', async () => {
    expect(await chips('german', 'Pizzeria Roma: jede Pizza 8 €', 'Anrufen: 030 1234567')).toEqual(['www.roma.de']);
    expect(await chips('english', 'Pizzeria Roma: every pizza $8', 'Call 030 1234567')).toEqual(['www.roma.de']);
    expect(await chips('japanese', 'ピザ屋ローマ：全品800円', 'お電話：030 1234567')).toEqual(['www.roma.de']);
  });

  it('keeps both when the button is a bare verb', async () => {
    expect(await chips('german', 'Pizzeria Roma: jede Pizza 8 €', 'Jetzt bestellen')).toEqual([
      '030 1234567',
      'www.roma.de',
    ]);
  });
});
