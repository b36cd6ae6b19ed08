import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DESIGN_TYPES, resolveFormat } from './formats';
import { FONT_FAMILIES, findFontFamily } from './fonts';
import { findLanguage, LANGUAGES } from './languages';
import { DESIGN_OPTIONS, LAYOUT_FAMILIES } from './options';

describe('DESIGN_TYPES', () => {
  const sizes = (type: string) =>
    Object.fromEntries(
      (DESIGN_TYPES.find((t) => t.type === type)?.subtypes ?? []).map((s) => [s.subtype, `${s.width}x${s.height}`]),
    );

  it('lists the IAB display sizes of SPEC 6.1', () => {
    expect(sizes('displayAds')).toEqual({
      'displayAds-medium-rectangle': '300x250',
      'displayAds-large-rectangle': '336x280',
      'displayAds-leaderboard': '728x90',
      'displayAds-large-leaderboard': '970x90',
      'displayAds-half-page-ad': '300x600',
      'displayAds-wide-skyscraper': '160x600',
      'displayAds-billboard': '970x250',
      'displayAds-mobile-banner': '320x50',
      'displayAds-large-mobile-banner': '320x100',
      'displayAds-square': '250x250',
    });
  });

  it('lists the social formats of SPEC 6.1', () => {
    expect(sizes('socialMedia')).toEqual({
      'socialMedia-instagram-post': '1080x1080',
      'socialMedia-instagram-portrait': '1080x1350',
      'socialMedia-instagram-story': '1080x1920',
      'socialMedia-facebook-post': '1200x630',
      'socialMedia-facebook-cover': '820x312',
      'socialMedia-x-post': '1600x900',
      'socialMedia-linkedin-post': '1200x627',
      'socialMedia-pinterest-pin': '1000x1500',
      'socialMedia-youtube-thumbnail': '1280x720',
    });
  });

  it('names every subtype <type>-<kebab-format>', () => {
    for (const t of DESIGN_TYPES) {
      for (const s of t.subtypes)
        expect(s.subtype === 'custom' || new RegExp(`^${t.type}-[a-z0-9]+(-[a-z0-9]+)*$`).test(s.subtype)).toBe(true);
    }
  });
});

describe('resolveFormat', () => {
  it('resolves a known type and subtype to its size', () => {
    expect(resolveFormat('displayAds', 'displayAds-half-page-ad')).toEqual({ ok: true, width: 300, height: 600 });
  });

  it('refuses an unknown type, and a subtype of another type', () => {
    expect(resolveFormat('print', 'print-a4')).toMatchObject({ ok: false, field: 'type' });
    expect(resolveFormat('socialMedia', 'displayAds-leaderboard')).toMatchObject({ ok: false, field: 'subtype' });
  });

  it('needs an integer dimension of 16..4096 for custom', () => {
    expect(resolveFormat('custom', 'custom', { width: 640, height: 480 })).toEqual({
      ok: true,
      width: 640,
      height: 480,
    });
    expect(resolveFormat('custom', 'custom')).toMatchObject({ ok: false, field: 'dimension' });
    expect(resolveFormat('custom', 'custom', { width: 15, height: 100 })).toMatchObject({
      ok: false,
      field: 'dimension.width',
    });
    expect(resolveFormat('custom', 'custom', { width: 100, height: 4097 })).toMatchObject({
      ok: false,
      field: 'dimension.height',
    });
    expect(resolveFormat('custom', 'custom', { width: 100.5, height: 100 })).toMatchObject({
      ok: false,
      field: 'dimension.width',
    });
    expect(resolveFormat('custom', 'custom', { width: '100', height: 100 })).toMatchObject({
      ok: false,
      field: 'dimension.width',
    });
  });
});

describe('LANGUAGES', () => {
  it('finds languages by id with their direction', () => {
    expect(findLanguage('arabic')?.direction).toBe('rtl');
    expect(findLanguage('japanese')?.code).toBe('ja');
    expect(findLanguage('klingon')).toBeUndefined();
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(LANGUAGES.length);
  });
});

describe('FONT_FAMILIES', () => {
  it('ships at least 10 text families plus Arabic, Japanese and emoji', () => {
    const text = FONT_FAMILIES.filter(
      (f) => f.roles.length > 0 && f.scripts.includes('latin') && !f.family.startsWith('Noto'),
    );
    expect(text.length).toBeGreaterThanOrEqual(10);
    for (const name of ['Noto Sans Arabic', 'Noto Sans JP', 'Noto Color Emoji'])
      expect(findFontFamily(name)).toBeDefined();
  });

  it('matches each installed package: family name and weights', () => {
    for (const f of FONT_FAMILIES) {
      const dir = dirname(require.resolve(`@fontsource/${f.packageId}/package.json`));
      const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
        family: string;
        weights: number[];
      };
      expect(meta.family).toBe(f.family);
      expect(meta.weights).toEqual(f.weights);
    }
  });

  it('looks names up loosely', () => {
    expect(findFontFamily('open sans')?.family).toBe('Open Sans');
    expect(findFontFamily('PlayfairDisplay')?.family).toBe('Playfair Display');
    expect(findFontFamily('Comic Sans')).toBeUndefined();
  });
});

describe('DESIGN_OPTIONS', () => {
  it('offers auto and every layout family as designModel', () => {
    expect(DESIGN_OPTIONS.designModel).toEqual(['auto', ...LAYOUT_FAMILIES]);
    expect(LAYOUT_FAMILIES.length).toBeGreaterThanOrEqual(8);
  });

  it('has unique, non-empty option lists', () => {
    for (const list of Object.values(DESIGN_OPTIONS)) {
      expect(list.length).toBeGreaterThan(1);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
