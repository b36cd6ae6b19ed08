// Named campaign sets (GET /general/design-set-presets) and the resolution of a design set's
// `formats` list: catalog subtypes, custom sizes and preset names, every problem named by its index.
import { resolveFormat } from './formats';

export const MAX_SET_FORMATS = 12;

export interface SetPreset {
  name: string;
  label: string;
  formats: { type: string; subtype: string }[];
}

const ad = (f: string) => ({ type: 'displayAds', subtype: `displayAds-${f}` });
const social = (f: string) => ({ type: 'socialMedia', subtype: `socialMedia-${f}` });

export const SET_PRESETS: SetPreset[] = [
  {
    name: 'iab-standard',
    label: 'IAB display: the eight sizes most campaigns buy',
    formats: [
      'medium-rectangle',
      'leaderboard',
      'wide-skyscraper',
      'half-page-ad',
      'mobile-banner',
      'billboard',
      'large-rectangle',
      'large-mobile-banner',
    ].map(ad),
  },
  {
    name: 'social-standard',
    label: 'Social: feed, portrait, story and link posts',
    formats: [
      'instagram-post',
      'instagram-portrait',
      'instagram-story',
      'facebook-post',
      'linkedin-post',
      'x-post',
    ].map(social),
  },
];

export interface SetFormat {
  type: string;
  subtype: string;
  width: number;
  height: number;
}

export type ResolveSetResult =
  { ok: true; formats: SetFormat[] } | { ok: false; errors: { field: string; message: string }[] };

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * `formats`: a preset name, or a list of `{ type, subtype }`, `{ type: 'custom', subtype: 'custom',
 * dimension }` and preset names, 1..12 formats once presets are expanded. The same format twice is
 * refused (it would be paid twice for one picture).
 */
export function resolveSetFormats(raw: unknown): ResolveSetResult {
  const items = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(items) || items.length === 0)
    return fail(
      'formats',
      `must be a preset name (${SET_PRESETS.map((p) => p.name).join(', ')}) or a list of 1 to ${MAX_SET_FORMATS} formats`,
    );
  if (items.length > MAX_SET_FORMATS) return fail('formats', `must list at most ${MAX_SET_FORMATS} formats`);
  const errors: { field: string; message: string }[] = [];
  const formats: SetFormat[] = [];
  items.forEach((item, i) => {
    const at = typeof raw === 'string' ? 'formats' : `formats[${i}]`;
    if (typeof item === 'string') {
      const preset = SET_PRESETS.find((p) => p.name === item);
      if (!preset)
        errors.push({ field: at, message: `unknown preset; one of ${SET_PRESETS.map((p) => p.name).join(', ')}` });
      else for (const f of preset.formats) formats.push(sized(f.type, f.subtype, undefined));
      return;
    }
    if (!isRecord(item))
      return errors.push({
        field: at,
        message: 'must be { type, subtype }, { type: "custom", subtype: "custom", dimension } or a preset name',
      });
    const extra = Object.keys(item).filter((k) => !['type', 'subtype', 'dimension'].includes(k));
    if (extra.length) return errors.push({ field: `${at}.${extra[0]}`, message: 'property should not exist' });
    const type = typeof item.type === 'string' ? item.type : '';
    const subtype = typeof item.subtype === 'string' ? item.subtype : type === 'custom' ? 'custom' : '';
    if (item.dimension !== undefined && type !== 'custom')
      return errors.push({ field: `${at}.dimension`, message: 'is only for type custom' });
    const dim = isRecord(item.dimension) ? { width: item.dimension.width, height: item.dimension.height } : undefined;
    const r = resolveFormat(type, subtype, dim);
    if (!r.ok)
      return errors.push({ field: `${at}.${r.field}`, message: r.message.replace(/^dimension\.(width|height) /, '') });
    formats.push({ type, subtype, width: r.width, height: r.height });
  });
  if (errors.length) return { ok: false, errors };
  if (formats.length > MAX_SET_FORMATS)
    return fail('formats', `expands to ${formats.length} formats; at most ${MAX_SET_FORMATS}`);
  const seen = new Set<string>();
  for (const [i, f] of formats.entries()) {
    const key = `${f.subtype}:${f.width}x${f.height}`;
    if (seen.has(key))
      return fail(
        'formats',
        `lists ${f.subtype === 'custom' ? `${f.width}x${f.height}` : f.subtype} twice (format ${i + 1})`,
      );
    seen.add(key);
  }
  return { ok: true, formats };
}

function sized(type: string, subtype: string, dimension: undefined): SetFormat {
  const r = resolveFormat(type, subtype, dimension);
  if (!r.ok) throw new Error(`preset format ${subtype} is not in the catalog`);
  return { type, subtype, width: r.width, height: r.height };
}

function fail(field: string, message: string): ResolveSetResult {
  return { ok: false, errors: [{ field, message }] };
}
