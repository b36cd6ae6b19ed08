// Shared body of the render matrix specs: every catalog format x 4 variants for one content.
import { describe, expect, it } from '@jest/globals';
import { ALL_FORMATS } from '../catalog/formats';
import { LanguageId } from '../catalog/languages';
import { checkDesign } from '../testing/check-design';
import { hamming, phash } from '../testing/phash';
import { Block, renderDesign } from './render';

/**
 * Variants of one request must not look alike. Measured with this 63-bit DCT hash: re-encoding a design
 * (JPEG q40) moves it by at most 4 bits, while the closest pair of variants of one request measured 10
 * bits apart (14 seeds x every catalog format x Latin, Arabic, Japanese; 5th percentile 20). 8 is twice
 * the encoding noise and still below every distinct pair: two variants sharing layout and colours fail.
 */
export const MIN_VARIANT_DISTANCE = 8;

export function renderMatrix(language: LanguageId, page: Block[], seed: number): void {
  describe.each(ALL_FORMATS.map((f) => [f.subtype, f.width, f.height] as const))('%s', (_subtype, width, height) => {
    it('renders 4 sound, distinct variants', async () => {
      const hashes: bigint[] = [];
      const problems: string[] = [];
      for (let v = 0; v < 4; v++) {
        const format = v === 3 ? 'png' : 'jpg';
        const r = await renderDesign({ width, height, page, language, variantIndex: v, seed, format });
        problems.push(
          ...(await checkDesign(r, width, height, format)).map((p) => `variant ${v} (${r.report.family}): ${p}`),
        );
        hashes.push(await phash(r.image));
      }
      expect(problems).toEqual([]);
      for (let i = 0; i < 4; i++) {
        for (let j = i + 1; j < 4; j++)
          expect(hamming(hashes[i], hashes[j])).toBeGreaterThanOrEqual(MIN_VARIANT_DISTANCE);
      }
    });
  });
}
