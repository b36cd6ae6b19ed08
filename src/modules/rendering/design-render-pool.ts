// The render pool port: the design engine's worker threads, created on first use. Only worker
// processes ever render, so the API process never loads the engine (nor @napi-rs/canvas).
// Tests replace it (a failing pool) through Nest's provider override.
import type { RenderInput, RenderResult } from '../../../libs/design-engine/render/render';
import type { RenderPool } from '../../../libs/design-engine/pool/pool';

export abstract class DesignRenderPool {
  abstract render(input: RenderInput): Promise<RenderResult>;
  /** Starts the threads now rather than on the first job. */
  abstract warmUp(): Promise<void>;
  abstract close(): Promise<void>;
}

export class LazyRenderPool extends DesignRenderPool {
  private pool?: Promise<RenderPool>;
  private closed = false;

  constructor(private readonly size: number) {
    super();
  }

  private get(): Promise<RenderPool> {
    if (this.closed) return Promise.reject(new Error('render pool is closed'));
    if (!this.pool) {
      // Required here, on the first render, so that a process that never renders never loads the engine.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const engine = require('../../../libs/design-engine/pool/pool') as typeof import('../../../libs/design-engine/pool/pool');
      this.pool = Promise.resolve(engine.createRenderPool({ size: this.size }));
    }
    return this.pool;
  }

  async render(input: RenderInput): Promise<RenderResult> {
    return (await this.get()).render(input);
  }

  async warmUp(): Promise<void> {
    const pool = await this.get();
    // One small render per thread loads the fonts and the engine in each of them.
    const tiny: RenderInput = { width: 64, height: 64, page: [{ type: 'title', value: 'Ready' }], language: 'english', variantIndex: 0, seed: 1, format: 'jpg' };
    await Promise.all(Array.from({ length: this.size }, (_, i) => pool.render({ ...tiny, variantIndex: i })));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pool) await (await this.pool).close();
  }
}
