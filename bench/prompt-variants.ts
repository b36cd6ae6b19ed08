// A prompt's variants as the API renders a prompt-only request (copywriter pages, built-in imagery,
// furniture), for the contact-sheet scripts: one place for what they all draw.
import { writeCopy } from '../libs/copywriter';
import { LanguageId, RenderInput, RenderResult, renderDesign } from '../libs/design-engine';
import { colorsOf, settingsOf } from '../src/modules/rendering/domain/design-colors';
import { furnitureFor } from '../src/modules/rendering/domain/furniture-for';
import { imageryFor } from '../src/modules/rendering/domain/imagery-for';

/** `count` variants of `prompt` at `width` x `height` as PNG; `extra` adds media or settings to every render. */
export async function promptVariants(
  prompt: string,
  language: LanguageId,
  width: number,
  height: number,
  count: number,
  extra: (variant: number) => Partial<RenderInput> = () => ({}),
): Promise<RenderResult[]> {
  const copy = writeCopy({ prompt, width, height, language, count, seed: 5 });
  const imagery = imageryFor(prompt, language);
  const furniture = furnitureFor(
    prompt,
    language,
    copy.analysis,
    copy.pages.map((page) => page.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : String(b.value))).join(' ')),
  );
  const out: RenderResult[] = [];
  for (let v = 0; v < count; v++) {
    out.push(
      await renderDesign({
        width,
        height,
        page: copy.pages[v % copy.pages.length],
        language,
        variantIndex: v,
        seed: 5 + prompt.length,
        format: 'png',
        mood: copy.analysis.mood,
        colors: colorsOf([], prompt),
        settings: settingsOf({}, prompt),
        imagery,
        category: copy.analysis.category,
        furniture,
        ...extra(v),
      }),
    );
  }
  return out;
}
