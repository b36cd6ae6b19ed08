import { resolveSetFormats, SET_PRESETS } from './set-presets';

describe('resolveSetFormats', () => {
  it('expands a preset name into catalog sizes', () => {
    const r = resolveSetFormats('iab-standard');
    expect(r.ok && r.formats.map((f) => `${f.width}x${f.height}`)).toEqual([
      '300x250',
      '728x90',
      '160x600',
      '300x600',
      '320x50',
      '970x250',
      '336x280',
      '320x100',
    ]);
  });

  it('mixes subtypes, custom sizes and presets', () => {
    const r = resolveSetFormats([
      { type: 'displayAds', subtype: 'displayAds-leaderboard' },
      { type: 'custom', dimension: { width: 640, height: 360 } },
      'social-standard',
    ]);
    expect(r.ok && r.formats.length).toBe(8);
    expect(r.ok && r.formats[1]).toEqual({ type: 'custom', subtype: 'custom', width: 640, height: 360 });
  });

  it.each([
    [[], 'formats'],
    ['billboards', 'formats'],
    [Array.from({ length: 13 }, (_, i) => ({ type: 'custom', dimension: { width: 100 + i, height: 100 } })), 'formats'],
    [['iab-standard', 'social-standard'], 'formats'],
    [[{ type: 'displayAds', subtype: 'socialMedia-x-post' }], 'formats[0].subtype'],
    [[{ type: 'custom', dimension: { width: 10, height: 100 } }], 'formats[0].dimension.width'],
    [
      [{ type: 'displayAds', subtype: 'displayAds-leaderboard', dimension: { width: 100, height: 100 } }],
      'formats[0].dimension',
    ],
    [[{ type: 'displayAds', subtype: 'displayAds-leaderboard', size: 1 }], 'formats[0].size'],
    [['iab-standard', { type: 'displayAds', subtype: 'displayAds-leaderboard' }], 'formats'],
    [[3], 'formats[0]'],
  ])('refuses %j naming %s', (raw, field) => {
    const r = resolveSetFormats(raw);
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual([field]);
  });

  it('has presets of catalog formats only, none over the limit', () => {
    for (const p of SET_PRESETS) expect(resolveSetFormats(p.name).ok).toBe(true);
  });
});
