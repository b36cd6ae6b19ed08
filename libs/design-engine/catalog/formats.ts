// Design types, their formats (pixel sizes) and the validation of a requested type/subtype/dimension.

export type DesignTypeId = 'displayAds' | 'socialMedia' | 'custom';

export interface FormatSpec {
  subtype: string;
  label: string;
  width: number;
  height: number;
}

export const CUSTOM_MIN_SIDE = 16;
export const CUSTOM_MAX_SIDE = 4096;

export const DESIGN_TYPES: { type: DesignTypeId; label: string; subtypes: FormatSpec[] }[] = [
  {
    type: 'displayAds',
    label: 'Display ads',
    subtypes: [
      { subtype: 'displayAds-medium-rectangle', label: 'Medium rectangle', width: 300, height: 250 },
      { subtype: 'displayAds-large-rectangle', label: 'Large rectangle', width: 336, height: 280 },
      { subtype: 'displayAds-leaderboard', label: 'Leaderboard', width: 728, height: 90 },
      { subtype: 'displayAds-large-leaderboard', label: 'Large leaderboard', width: 970, height: 90 },
      { subtype: 'displayAds-half-page-ad', label: 'Half page', width: 300, height: 600 },
      { subtype: 'displayAds-wide-skyscraper', label: 'Wide skyscraper', width: 160, height: 600 },
      { subtype: 'displayAds-billboard', label: 'Billboard', width: 970, height: 250 },
      { subtype: 'displayAds-mobile-banner', label: 'Mobile banner', width: 320, height: 50 },
      { subtype: 'displayAds-large-mobile-banner', label: 'Large mobile banner', width: 320, height: 100 },
      { subtype: 'displayAds-square', label: 'Square', width: 250, height: 250 },
    ],
  },
  {
    type: 'socialMedia',
    label: 'Social media',
    subtypes: [
      { subtype: 'socialMedia-instagram-post', label: 'Instagram post', width: 1080, height: 1080 },
      { subtype: 'socialMedia-instagram-portrait', label: 'Instagram portrait', width: 1080, height: 1350 },
      { subtype: 'socialMedia-instagram-story', label: 'Instagram story', width: 1080, height: 1920 },
      { subtype: 'socialMedia-facebook-post', label: 'Facebook post', width: 1200, height: 630 },
      { subtype: 'socialMedia-facebook-cover', label: 'Facebook cover', width: 820, height: 312 },
      { subtype: 'socialMedia-x-post', label: 'X (Twitter) post', width: 1600, height: 900 },
      { subtype: 'socialMedia-linkedin-post', label: 'LinkedIn post', width: 1200, height: 627 },
      { subtype: 'socialMedia-pinterest-pin', label: 'Pinterest pin', width: 1000, height: 1500 },
      { subtype: 'socialMedia-youtube-thumbnail', label: 'YouTube thumbnail', width: 1280, height: 720 },
    ],
  },
  {
    type: 'custom',
    label: 'Custom size',
    subtypes: [{ subtype: 'custom', label: 'Custom size', width: 0, height: 0 }],
  },
];

/** Every fixed-size format of the catalog (custom excluded). */
export const ALL_FORMATS: FormatSpec[] = DESIGN_TYPES.flatMap((t) => t.subtypes).filter((f) => f.width > 0);

export type ResolveFormatResult =
  | { ok: true; width: number; height: number }
  | { ok: false; field: 'type' | 'subtype' | 'dimension' | 'dimension.width' | 'dimension.height'; message: string };

function checkSide(value: unknown, field: 'dimension.width' | 'dimension.height'): ResolveFormatResult | number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { ok: false, field, message: `${field} must be an integer` };
  }
  if (value < CUSTOM_MIN_SIDE || value > CUSTOM_MAX_SIDE) {
    return { ok: false, field, message: `${field} must be between ${CUSTOM_MIN_SIDE} and ${CUSTOM_MAX_SIDE}` };
  }
  return value;
}

export function resolveFormat(
  type: string,
  subtype: string,
  dimension?: { width: unknown; height: unknown },
): ResolveFormatResult {
  const designType = DESIGN_TYPES.find((t) => t.type === type);
  if (!designType) {
    return { ok: false, field: 'type', message: `type must be one of ${DESIGN_TYPES.map((t) => t.type).join(', ')}` };
  }
  const format = designType.subtypes.find((s) => s.subtype === subtype);
  if (!format) {
    return {
      ok: false,
      field: 'subtype',
      message: `subtype must be one of ${designType.subtypes.map((s) => s.subtype).join(', ')} for type ${type}`,
    };
  }
  if (designType.type !== 'custom') return { ok: true, width: format.width, height: format.height };
  if (dimension === undefined || dimension === null || typeof dimension !== 'object') {
    return { ok: false, field: 'dimension', message: 'dimension { width, height } is required for custom designs' };
  }
  const width = checkSide(dimension.width, 'dimension.width');
  if (typeof width !== 'number') return width;
  const height = checkSide(dimension.height, 'dimension.height');
  if (typeof height !== 'number') return height;
  return { ok: true, width, height };
}
