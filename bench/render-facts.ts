// How many of a page's facts the rendered design loses: copy for the copy-score fixtures, the page that
// carries the most facts rendered in several sizes and variants, then each fixture fact that the page's
// copy holds but no drawn text (nor drawn furniture) shows. Per size and per layout family.
// npx ts-node --transpile-only bench/render-facts.ts [--per-language 12] [--variants 2] [--sizes 1500x500,300x250]
import { writeCopy } from '../libs/copywriter';
import { LanguageId, RenderResult, renderDesign } from '../libs/design-engine';
import { colorsOf } from '../src/modules/rendering/domain/design-colors';
import { furnitureFor } from '../src/modules/rendering/domain/furniture-for';
import { imageryFor } from '../src/modules/rendering/domain/imagery-for';
import { FixtureItem, loadFixtures } from './copy-score/fixtures';
import { containsFact, factForm } from './copy-score/normalize';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const SIZES = arg('sizes', '1080x1080,1080x1920,1200x628,1500x500,300x250,728x90,160x600')
  .split(',')
  .map((s) => s.split('x').map(Number) as [number, number]);
const PER_LANGUAGE = Number(arg('per-language', '12'));
const VARIANTS = Number(arg('variants', '2'));

type PageBlocks = Parameters<typeof renderDesign>[0]['page'];
const pageText = (page: PageBlocks): string =>
  page.map((b) => (Array.isArray(b.value) ? b.value.join('\n') : b.value)).join('\n');

/** The drawn words: text layers (a hyphenated break joined again) and the furniture pieces drawn. */
function drawnText(r: RenderResult, facts: ReturnType<typeof furnitureFor>): string {
  const furniture = facts ?? {};
  const lines = r.report.text.map((t) => t.lines.join('\n').replace(/[-‐]\n(?=\p{L})/gu, '')).join('\n');
  const kinds = new Set(r.report.furniture.map((f) => f.kind));
  const extra: string[] = [];
  if (kinds.has('contact')) extra.push(...(furniture.contacts ?? []).map((c) => c.text));
  if (kinds.has('event') && furniture.event) extra.push(Object.values(furniture.event).join(' '));
  if (kinds.has('sticker') && furniture.sticker?.text) extra.push(furniture.sticker.text);
  return [lines, ...extra].join('\n');
}

const has = (text: string, forms: string[]): boolean => forms.some((f) => containsFact(factForm(text), factForm(f)));

interface Tally {
  pages: number;
  facts: number;
  lost: number;
  pagesLosing: number;
}
const tally = (): Tally => ({ pages: 0, facts: 0, lost: 0, pagesLosing: 0 });

async function main(): Promise<void> {
  const fixtures = loadFixtures();
  const byLang = new Map<string, FixtureItem[]>();
  for (const f of fixtures) byLang.set(f.language, [...(byLang.get(f.language) ?? []), f]);
  const chosen = [...byLang.values()].flatMap((l) => l.filter((f) => f.facts.length > 0).slice(0, PER_LANGUAGE));
  const bySize = new Map<string, Tally>();
  const byFamily = new Map<string, Tally>();
  const byBlock = new Map<string, number>();
  const examples: string[] = [];
  let ms = 0;
  let renders = 0;
  for (const item of chosen) {
    const language = item.language as LanguageId;
    for (const [width, height] of SIZES) {
      const copy = writeCopy({ prompt: item.prompt, width, height, language, count: VARIANTS, seed: 5 });
      const score = (p: PageBlocks) => item.facts.filter((f) => has(pageText(p), f.any)).length;
      const page = [...copy.pages].sort((a, b) => score(b) - score(a))[0];
      const inCopy = item.facts.filter((f) => has(pageText(page), f.any));
      if (inCopy.length === 0) continue;
      const furniture = furnitureFor(item.prompt, language, copy.analysis, [pageText(page).replace(/\n/g, ' ')]);
      for (let v = 0; v < VARIANTS; v++) {
        const t0 = performance.now();
        const r = await renderDesign({
          width,
          height,
          page,
          language,
          variantIndex: v,
          seed: 5 + item.prompt.length,
          format: 'jpg',
          mood: copy.analysis.mood,
          colors: colorsOf([], item.prompt),
          imagery: imageryFor(item.prompt, language),
          category: copy.analysis.category,
          furniture,
        });
        ms += performance.now() - t0;
        renders++;
        const drawn = drawnText(r, furniture);
        const lost = inCopy.filter((f) => !has(drawn, f.any));
        for (const [key, map] of [
          [`${width}x${height}`, bySize],
          [r.report.family, byFamily],
        ] as const) {
          const t = map.get(key) ?? tally();
          t.pages++;
          t.facts += inCopy.length;
          t.lost += lost.length;
          if (lost.length) t.pagesLosing++;
          map.set(key, t);
        }
        for (const f of lost) {
          const block =
            page.find((b) => has(Array.isArray(b.value) ? b.value.join('\n') : b.value, f.any))?.type ?? '?';
          byBlock.set(block, (byBlock.get(block) ?? 0) + 1);
          if (examples.length < 25 && (process.argv.includes('--why') || Math.random() < 0.2))
            examples.push(
              `${item.id} ${width}x${height} ${r.report.family}: lost ${f.role} "${f.any[0]}" (in ${block}); dropped: ${r.report.dropped.map((x) => `${x.block} (${x.reason})`).join('; ')}`,
            );
        }
      }
    }
  }
  const show = (title: string, map: Map<string, Tally>) => {
    console.log(`\n| ${title} | renders | facts in copy | facts lost | % lost | renders losing one |`);
    console.log('|---|---|---|---|---|---|');
    const all = tally();
    for (const [k, t] of [...map.entries()].sort()) {
      console.log(
        `| ${k} | ${t.pages} | ${t.facts} | ${t.lost} | ${((100 * t.lost) / t.facts).toFixed(1)} % | ${t.pagesLosing} |`,
      );
      all.pages += t.pages;
      all.facts += t.facts;
      all.lost += t.lost;
      all.pagesLosing += t.pagesLosing;
    }
    console.log(
      `| all | ${all.pages} | ${all.facts} | ${all.lost} | ${((100 * all.lost) / all.facts).toFixed(1)} % | ${all.pagesLosing} |`,
    );
  };
  console.log(
    `${chosen.length} prompts, ${SIZES.length} sizes, ${VARIANTS} variants; ${renders} renders, ${(ms / renders).toFixed(0)} ms each`,
  );
  show('size', bySize);
  show('family', byFamily);
  console.log('\nlost facts by the block that carried them:', Object.fromEntries(byBlock));
  console.log(examples.join('\n'));
}

void main();
