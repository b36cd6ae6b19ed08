// Campaign sets as the design-set endpoints make them: for one prompt, the `iab-standard` and the
// `social-standard` presets, looks 0 and 1 in every format (same seed, page and plan per look, as
// DesignRenderService renders a set), one row per look at a common scale, to check by eye that a row
// reads as one campaign: `npm run render:samples -- --sets [--out dir]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCopy } from '../libs/copywriter';
import { LanguageId, renderDesign } from '../libs/design-engine';
import { DESIGN_TYPES } from '../libs/design-engine/catalog/formats';
import { resolveSetFormats } from '../libs/design-engine/catalog/set-presets';
import { moodOf } from '../src/modules/rendering/domain/design-mood';
import { imageryFor } from '../src/modules/rendering/domain/imagery-for';
import type { PageBlock } from '../src/modules/designs/domain/request-status';
import { Cell } from './sheet';
import { setSheet, SetSection } from './set-sheet';

export const SET_PROMPTS: { name: string; language: LanguageId; prompt: string }[] = [
  {
    name: 'en-retail-sale',
    language: 'english',
    prompt: 'Summer sale at Northwind Outfitters: 30% off all jackets and boots, this weekend only',
  },
  {
    name: 'de-bakery',
    language: 'german',
    prompt: 'Frische Brötchen und Kaffee jeden Morgen ab 7 Uhr in unserer Bäckerei',
  },
  { name: 'ja-app', language: 'japanese', prompt: '家計簿アプリで毎月の節約を簡単に。今すぐ無料ダウンロード' },
];

// IAB at 1x (legibility of a 320x50 is judged as served); social at 0.45 so both sections are as wide
const PRESETS: { name: string; scale: number }[] = [
  { name: 'iab-standard', scale: 1 },
  { name: 'social-standard', scale: 0.45 },
];
const LOOKS = 2;
const SEED = 20261124;

const labelOf = (subtype: string): string => {
  for (const t of DESIGN_TYPES) for (const s of t.subtypes) if (s.subtype === subtype) return s.label;
  return subtype;
};

export async function setSamples(out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  for (const { name, language, prompt } of SET_PROMPTS) {
    const sections: SetSection[] = [];
    for (const preset of PRESETS) {
      const r = resolveSetFormats(preset.name);
      if (!r.ok) throw new Error(`preset ${preset.name}: ${r.errors[0].message}`);
      const formats = r.formats;
      // as the API: one request per set, its copy written for the set's first format, one seed for every format
      const copy = writeCopy({
        prompt,
        width: formats[0].width,
        height: formats[0].height,
        language,
        count: LOOKS,
        seed: SEED,
      });
      const pages = copy.pages as PageBlock[][];
      const { mood, category } = moodOf(prompt, pages);
      const imagery = imageryFor(prompt, language);
      const rows: SetSection['rows'] = [];
      for (let look = 0; look < LOOKS; look++) {
        const page = pages[look % pages.length];
        const cells: Cell[] = [];
        const seen = new Set<string>();
        for (const f of formats) {
          const d = await renderDesign({
            width: f.width,
            height: f.height,
            page,
            language,
            variantIndex: look,
            seed: SEED,
            format: 'png',
            mood,
            category,
            imagery,
          });
          seen.add(`${d.report.family}/${d.report.theme}/${d.report.fonts.pairing}`);
          const dropped = d.report.dropped.length
            ? ` (left out: ${d.report.dropped.map((x) => x.block).join(', ')})`
            : '';
          cells.push({
            image: d.image,
            width: f.width,
            height: f.height,
            caption: `${labelOf(f.subtype)} ${f.width}x${f.height}${dropped}`,
          });
        }
        const title = page.find((b) => b.type === 'title')?.value ?? '';
        rows.push({
          label: `look ${look}: ${[...seen].join(' | ')} - "${Array.isArray(title) ? title.join(' ') : title}"`,
          cells,
        });
      }
      sections.push({
        title: `${preset.name} (${formats.length} formats; one request: copy written for ${formats[0].width}x${formats[0].height}, mood ${mood}, seed ${SEED})`,
        scale: preset.scale,
        rows,
      });
    }
    const file = join(out, `set-${name}.png`);
    writeFileSync(file, await setSheet(sections, `One prompt, two campaign sets (${language}): ${prompt}`));
    console.log('wrote', file);
  }
}
