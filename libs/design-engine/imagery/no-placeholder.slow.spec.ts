// Prompt-only designs (copywriter pages + built-in imagery, as the render job makes them): a request
// that names something drawable shows it, large enough to read, in every variant and format; one
// that names nothing gets a typographic layout, never a shape standing in for a missing picture.
import sharp from 'sharp';
import { analyzePrompt, writeCopy } from '../../copywriter';
import type { LanguageId } from '../catalog/languages';
import { renderDesign } from '../render/render';
import { matchImagery } from './match';

const DRAWABLE: [LanguageId, string, string][] = [
  ['english', 'Fresh flowers delivered today, order by 2pm', 'bouquet'],
  ['german', 'Frische Brötchen und Kaffee jeden Morgen in unserer Bäckerei', 'croissant'],
  ['japanese', '週末限定、コーヒー半額', 'hot-beverage'],
  ['arabic', 'قهوة مختصة وحلويات طازجة كل صباح', 'hot-beverage'],
  ['spanish', 'Clases de guitarra para niños', 'guitar'],
];
const FORMATS: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
  [970, 250],
  [300, 250],
  [160, 600],
  [728, 90],
];

function imageryOf(prompt: string, language: LanguageId) {
  const a = analyzePrompt(prompt);
  return matchImagery({
    text: prompt,
    languages: [language, a.promptLanguage],
    productConcept: a.productConcept,
    event: a.event,
    season: a.season,
    category: a.category,
  });
}

/** Standard deviation of the pixels in a box: an illustration has colour and shape, an empty area has not. */
async function spread(
  image: Buffer,
  box: { x: number; y: number; width: number; height: number },
  W: number,
  H: number,
): Promise<number> {
  const left = Math.max(0, box.x);
  const top = Math.max(0, box.y);
  const width = Math.min(W - left, box.width - (left - box.x));
  const height = Math.min(H - top, box.height - (top - box.y));
  const s = await sharp(image).extract({ left, top, width, height }).stats();
  return Math.max(...s.channels.slice(0, 3).map((c) => c.stdev));
}

describe('prompt-only designs', () => {
  it.each(DRAWABLE)('%s "%s" shows its subject in every format and variant', async (language, prompt, icon) => {
    const imagery = imageryOf(prompt, language);
    expect(imagery?.icon).toBe(icon);
    const problems: string[] = [];
    for (const [W, H] of FORMATS) {
      const copy = writeCopy({ prompt, width: W, height: H, language, count: 4, seed: 1 });
      for (let v = 0; v < 4; v++) {
        const r = await renderDesign({
          width: W,
          height: H,
          page: copy.pages[v % copy.pages.length],
          language,
          variantIndex: v,
          seed: 9,
          format: 'png',
          mood: copy.analysis.mood,
          imagery,
        });
        const where = `${W}x${H} v${v} ${r.report.family}`;
        const art = r.report.imagery;
        if (!art) {
          problems.push(`${where}: no picture`);
          continue;
        }
        expect(art.icon).toBe(icon);
        // not an emoji pasted in a corner: a strip shows it at most of its height, other formats at a fifth of the short side
        const least = W / H >= 3 ? H * 0.45 : Math.min(W, H) * 0.2;
        if (Math.min(art.box.width, art.box.height) < least)
          problems.push(`${where}: picture ${art.box.width}x${art.box.height} is too small`);
        if (art.box.x < -1 || art.box.y < -1 || art.box.x + art.box.width > W + 1 || art.box.y + art.box.height > H + 1)
          problems.push(`${where}: picture leaves the canvas`);
        if ((await spread(r.image, art.box, W, H)) < 20) problems.push(`${where}: the picture area is flat`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('draws no picture and no picture-shaped stand-in for a prompt that names nothing drawable', async () => {
    const prompt = 'Think different. Be bold.';
    expect(imageryOf(prompt, 'english')).toBeUndefined();
    for (const [W, H] of FORMATS) {
      const copy = writeCopy({ prompt, width: W, height: H, language: 'english', count: 4, seed: 1 });
      for (let v = 0; v < 4; v++) {
        const r = await renderDesign({
          width: W,
          height: H,
          page: copy.pages[v % copy.pages.length],
          language: 'english',
          variantIndex: v,
          seed: 9,
          format: 'jpg',
          mood: copy.analysis.mood,
        });
        expect(r.report.imagery).toBeNull();
        // the families built round a picture are not chosen without one
        expect(['split', 'framed', 'product']).not.toContain(r.report.family);
      }
    }
  });
});
