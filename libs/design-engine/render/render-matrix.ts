// Shared body of the render matrix specs: every catalog format x 4 variants for one content.
import { ALL_FORMATS } from '../catalog/formats';
import { LanguageId } from '../catalog/languages';
import { checkDesign } from '../testing/check-design';
import { hamming, phash } from '../testing/phash';
import { Block, renderDesign } from './render';

/**
 * Variants of one request must not look alike. Re-encoding a design as a q40 JPEG moves its hash by
 * at most 4 of 63 bits (measured over all formats and contents), while the closest pair of distinct
 * variants measured 14 bits apart: 10 sits between the two, clear of encoding noise, and fails when two
 * variants share layout and colours.
 */
export const MIN_VARIANT_DISTANCE = 10;

export function renderMatrix(language: LanguageId, page: Block[], seed: number): void {
  describe.each(ALL_FORMATS.map((f) => [f.subtype, f.width, f.height] as const))('%s', (_subtype, width, height) => {
    it('renders 4 sound, distinct variants', async () => {
      const hashes: bigint[] = [];
      const problems: string[] = [];
      for (let v = 0; v < 4; v++) {
        const format = v === 3 ? 'png' : 'jpg';
        const r = await renderDesign({ width, height, page, language, variantIndex: v, seed, format });
        problems.push(...(await checkDesign(r, width, height, format)).map((p) => `variant ${v} (${r.report.family}): ${p}`));
        hashes.push(await phash(r.image));
      }
      expect(problems).toEqual([]);
      for (let i = 0; i < 4; i++) {
        for (let j = i + 1; j < 4; j++) expect(hamming(hashes[i], hashes[j])).toBeGreaterThanOrEqual(MIN_VARIANT_DISTANCE);
      }
    });
  });
}
