import sharp from 'sharp';
import INDEX from '../imagery/emoji-index.json';
import { renderDesign } from '../render/render';
import { bulletIcon, bulletIcons } from './bullet-icons';

describe('bullet icons', () => {
  it('match the meaning of a bullet in several languages, and nothing for a bullet that names none', () => {
    expect(bulletIcon('Free shipping over $50')).toBe('delivery-truck');
    expect(bulletIcon('Envío gratis')).toBe('delivery-truck');
    expect(bulletIcon('Easy 30-day returns')).toBe('package');
    expect(bulletIcon('Every Tuesday')).toBe('spiral-calendar');
    expect(bulletIcon('كل يوم ثلاثاء')).toBe('spiral-calendar');
    expect(bulletIcon('毎週火曜日')).toBe('spiral-calendar');
    expect(bulletIcon('Call 0113 496 0000')).toBe('telephone-receiver');
    expect(bulletIcon('Styles for every day')).toBeUndefined();
  });

  it('draw no icon of another trade than the design’s picture, in several languages', () => {
    // a fork and knife is for food: not on a pet shop's "dog food" nor a spa's "treatment menu"
    expect(bulletIcon('Premium dog food and treats', 'paw-prints')).toBeUndefined();
    expect(bulletIcon('Croquettes et nourriture pour chats', 'paw-prints')).toBeUndefined();
    expect(bulletIcon('Unser Wellness-Menü für zwei', 'lotus')).toBeUndefined();
    expect(bulletIcon('Lunch menu every weekday', 'fork-and-knife-with-plate')).toBe('fork-and-knife');
    expect(bulletIcon('Menú del día con postre', 'pizza')).toBe('fork-and-knife');
    // a note of music is for music, a party popper for a party
    expect(bulletIcon('Aprende inglés con música', 'speech-balloon')).toBeUndefined();
    expect(bulletIcon('Live jazz and soul', 'saxophone')).toBe('musical-note');
    expect(bulletIcon('Fun with friends after class', 'speech-balloon')).toBeUndefined();
    expect(bulletIcon('Fête de fin d’année avec DJ', 'party-popper')).toBe('party-popper');
    // without a picture the words decide
    expect(bulletIcon('Dinner for two')).toBe('fork-and-knife');
    expect(bulletIcons(['Dog food', 'Free delivery', 'Open Sundays'], 'paw-prints')).toEqual([
      'sparkles',
      'delivery-truck',
      'spiral-calendar',
    ]);
  });

  it('read a word, not a part of another: no book delivered, no ring to call, no party for experience', () => {
    expect(bulletIcon('Livres dédicacés par l’auteur')).not.toBe('delivery-truck');
    expect(bulletIcon('Livraison gratuite dès 30 €')).toBe('delivery-truck');
    expect(bulletIcon('Engagement rings in gold and platinum')).not.toBe('telephone-receiver');
    expect(bulletIcon('Frischer Spargel vom Hof')).not.toBe('money-bag');
    expect(bulletIcon('Jetzt 20 % sparen')).toBe('money-bag');
    expect(bulletIcon('Für alle Interessen')).not.toBe('fork-and-knife');
    expect(bulletIcon('20 years of experience')).toBe('star');
    expect(bulletIcon('Más de 20 años de experiencia')).toBe('star');
    expect(bulletIcon('プログラミング初心者歓迎')).not.toBe('star');
    expect(bulletIcon('無料体験レッスンあり')).not.toBe('party-popper');
    expect(bulletIcon('Verse koffie en appeltaart')).not.toBe('telephone-receiver');
    expect(bulletIcon('Appelez-nous au 01 23 45 67 89')).toBe('telephone-receiver');
    expect(bulletIcon('Free-range chicken and aged steaks')).not.toBe('wrapped-gift');
    expect(bulletIcon('Free delivery over $30')).toBe('delivery-truck');
    expect(bulletIcon('Free parking')).toBe('wrapped-gift');
  });

  it('are all or nothing: icons when half the bullets or more match (the rest neutral), dots otherwise', () => {
    expect(bulletIcons(['Free shipping', 'Styles for every day'])).toEqual(['delivery-truck', 'sparkles']);
    expect(bulletIcons(['Free shipping', 'Styles for every day', 'Made to be worn'])).toBeUndefined();
  });

  it('name only icons the shipped imagery index can draw', () => {
    const at = (INDEX as unknown as { at: Record<string, unknown> }).at;
    const names = [
      'Call',
      'shipping',
      'returns',
      'Monday',
      '24/7',
      'organic',
      'secure',
      'save',
      'gift',
      'near',
      'best',
      'love',
      'jazz',
      'food',
      'friends',
    ].map((t) => bulletIcon(t));
    expect(names.every((n) => n && at[n])).toBe(true);
    expect(at.sparkles).toBeDefined();
  });

  it('are drawn in place of the dots: many colours beside the bullets instead of one', async () => {
    const page = (bullets: string[]) => [
      { type: 'title' as const, value: 'Summer Collection' },
      { type: 'bulletlist' as const, value: bullets },
    ];
    const common = {
      width: 600,
      height: 600,
      language: 'english' as const,
      variantIndex: 0,
      seed: 4,
      format: 'png' as const,
      settings: { designModel: 'editorial' },
    };
    const colours = async (bullets: string[]): Promise<number> => {
      const r = await renderDesign({ ...common, page: page(bullets) });
      const t = r.report.text.find((x) => x.id === 'bullets')!;
      const w = Math.round(t.font.size * 1.1);
      const { data } = await sharp(r.image)
        .extract({ left: Math.round(t.box.x), top: Math.round(t.box.y), width: w, height: Math.round(t.box.height) })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 3)
        seen.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
      return seen.size;
    };
    const icons = await colours(['Free shipping', 'Easy returns', 'Organic cotton']);
    const dots = await colours(['Made to move', 'Worn all day', 'Light as air']);
    expect(icons).toBeGreaterThan(dots * 2);
  });
});
