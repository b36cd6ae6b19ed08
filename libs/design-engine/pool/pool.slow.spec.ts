// The pool renders in worker threads, from the .ts sources here (ts-node in the workers).
import { join } from 'node:path';
import sharp from 'sharp';
import { prepareMedia } from '../media/prepare';
import { renderDesign, RenderInput } from '../render/render';
import { LATIN_PAGE, logoPng, scenePhoto } from '../testing/fixtures';
import { createRenderPool, RenderTimeoutError } from './pool';

describe('createRenderPool', () => {
  it('renders the same designs as renderDesign, several at once, and closes', async () => {
    const { media } = await prepareMedia([
      { kind: 'photo', data: await scenePhoto(400, 300) },
      { kind: 'logo', data: await logoPng() },
    ]);
    const pool = createRenderPool({ size: 2 });
    try {
      const inputs = [0, 1, 2, 3].map((v) => ({
        width: 300,
        height: 250,
        page: LATIN_PAGE,
        language: 'english' as const,
        variantIndex: v,
        seed: 9,
        format: 'jpg' as const,
        media,
      }));
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
    await expect(
      pool.render({ width: 10, height: 10, page: [], language: 'english', variantIndex: 0, seed: 1, format: 'png' }),
    ).rejects.toThrow(/closed/);
  });

  it('rejects renders still running when it closes', async () => {
    const pool = createRenderPool({ size: 1 });
    const pending = pool.render({
      width: 1080,
      height: 1080,
      page: LATIN_PAGE,
      language: 'english',
      variantIndex: 0,
      seed: 1,
      format: 'png',
    });
    const queued = pool.render({
      width: 300,
      height: 250,
      page: LATIN_PAGE,
      language: 'english',
      variantIndex: 0,
      seed: 1,
      format: 'png',
    });
    const outcomes = Promise.all([expect(pending).rejects.toThrow(/closed/), expect(queued).rejects.toThrow(/closed/)]);
    await pool.close();
    await outcomes;
  });

  it('rejects a failing render without losing the worker', async () => {
    const pool = createRenderPool({ size: 1 });
    try {
      await expect(
        pool.render({ width: -5, height: 10, page: [], language: 'english', variantIndex: 0, seed: 1, format: 'png' }),
      ).rejects.toThrow(/invalid size/);
      const ok = await pool.render({
        width: 250,
        height: 250,
        page: [{ type: 'title', value: 'Still here' }],
        language: 'english',
        variantIndex: 0,
        seed: 1,
        format: 'png',
      });
      expect(ok.report.text[0].lines.join(' ').toLowerCase()).toBe('still here'); // (a display pairing sets it in capitals)
    } finally {
      await pool.close();
    }
  });
});

describe('createRenderPool, when a render misbehaves', () => {
  const workerFile = join(__dirname, '..', 'testing', 'misbehaving-render.worker.ts');
  const titled = (value: string): RenderInput => ({
    width: 200,
    height: 200,
    page: [{ type: 'title', value }],
    language: 'english',
    variantIndex: 0,
    seed: 1,
    format: 'png',
  });

  it('stops a render over its time limit, fails it alone, and the replaced thread renders the next', async () => {
    const pool = createRenderPool({ size: 1, timeoutMs: 1500, workerFile });
    try {
      // queued behind the runaway render: its own limit starts only when a thread takes it
      const [hung, queued] = [pool.render(titled('HANG')), pool.render(titled('Queued behind'))];
      await expect(hung).rejects.toBeInstanceOf(RenderTimeoutError);
      // (compared without case: a seed may set the headline in capitals)
      expect((await queued).report.text[0].lines.join(' ').toLowerCase()).toBe('queued behind');
      expect((await pool.render(titled('Next one'))).report.text[0].lines.join(' ').toLowerCase()).toBe('next one');
    } finally {
      await pool.close();
    }
  });

  it('fails at once the render of a thread that exits mid-render; the other thread and the next render carry on', async () => {
    const pool = createRenderPool({ size: 2, timeoutMs: 120_000, workerFile });
    try {
      await Promise.all([pool.render(titled('Warm A')), pool.render(titled('Warm B'))]); // both threads loaded
      const started = Date.now();
      const [crashed, other] = [pool.render(titled('EXIT')), pool.render(titled('Other thread'))];
      await expect(crashed).rejects.toThrow(/exited with code: 3/);
      expect(Date.now() - started).toBeLessThan(10_000); // not the 120 s time limit
      expect((await other).report.text[0].lines.join(' ').toLowerCase()).toBe('other thread');
      const next = await Promise.all([pool.render(titled('Next A')), pool.render(titled('Next B'))]);
      expect(next.map((r) => r.report.text[0].lines.join(' ').toLowerCase())).toEqual(['next a', 'next b']);
    } finally {
      await pool.close();
    }
  });
});
