// The pool renders in worker threads, from the .ts sources here (ts-node in the workers).
import sharp from 'sharp';
import { prepareMedia } from '../media/prepare';
import { renderDesign } from '../render/render';
import { LATIN_PAGE, logoPng, scenePhoto } from '../testing/fixtures';
import { createRenderPool } from './pool';

describe('createRenderPool', () => {
  it('renders the same designs as renderDesign, several at once, and closes', async () => {
    const { media } = await prepareMedia([{ kind: 'photo', data: await scenePhoto(400, 300) }, { kind: 'logo', data: await logoPng() }]);
    const pool = createRenderPool({ size: 2 });
    try {
      const inputs = [0, 1, 2, 3].map((v) => ({ width: 300, height: 250, page: LATIN_PAGE, language: 'english' as const, variantIndex: v, seed: 9, format: 'jpg' as const, media }));
      const results = await Promise.all(inputs.map((i) => pool.render(i)));
      for (let v = 0; v < 4; v++) {
        const meta = await sharp(results[v].image).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 250]);
        const direct = await renderDesign(inputs[v]);
        expect(results[v].report).toEqual(direct.report);
      }
    } finally {
      await pool.close();
    }
    await expect(pool.render({ width: 10, height: 10, page: [], language: 'english', variantIndex: 0, seed: 1, format: 'png' })).rejects.toThrow(/closed/);
  });

  it('rejects renders still running when it closes', async () => {
    const pool = createRenderPool({ size: 1 });
    const pending = pool.render({ width: 1080, height: 1080, page: LATIN_PAGE, language: 'english', variantIndex: 0, seed: 1, format: 'png' });
    const queued = pool.render({ width: 300, height: 250, page: LATIN_PAGE, language: 'english', variantIndex: 0, seed: 1, format: 'png' });
    const outcomes = Promise.all([expect(pending).rejects.toThrow(/closed/), expect(queued).rejects.toThrow(/closed/)]);
    await pool.close();
    await outcomes;
  });

  it('rejects a failing render without losing the worker', async () => {
    const pool = createRenderPool({ size: 1 });
    try {
      await expect(pool.render({ width: -5, height: 10, page: [], language: 'english', variantIndex: 0, seed: 1, format: 'png' })).rejects.toThrow(/invalid size/);
      const ok = await pool.render({ width: 250, height: 250, page: [{ type: 'title', value: 'Still here' }], language: 'english', variantIndex: 0, seed: 1, format: 'png' });
      expect(ok.report.text[0].lines.join(' ').toLowerCase()).toBe('still here'); // (a display pairing sets it in capitals)
    } finally {
      await pool.close();
    }
  });
});
