// The render pool port: the design engine's worker threads (piscina), created on first use. Only
// worker processes ever render, so the API process never loads the engine (nor @napi-rs/canvas).
// Tests replace it (a failing pool) through Nest's provider override.
import type { RenderInput, RenderResult } from '../../../libs/design-engine/render/render';
import type { RenderPool, RenderPoolOptions } from '../../../libs/design-engine/pool/pool';
import { UnrecoverableJobError } from '../../platform/queue';

export abstract class DesignRenderPool {
  abstract render(input: RenderInput): Promise<RenderResult>;
  /** Starts the threads now rather than on the first job. */
  abstract warmUp(): Promise<void>;
  abstract close(): Promise<void>;
}

/**
 * A render stopped at the pool's time limit. It would run as long again, so the job is not retried:
 * the request (or, in a set, the format) fails at once with the generic message and is refunded.
 */
export class RenderTimedOut extends UnrecoverableJobError {
  constructor(message: string) {
    super(message);
    this.name = 'RenderTimedOut';
  }
}

type Engine = typeof import('../../../libs/design-engine/pool/pool');

export class LazyRenderPool extends DesignRenderPool {
  private pool?: { engine: Engine; pool: RenderPool };
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    super();
  }

  private get(): { engine: Engine; pool: RenderPool } {
    if (this.closed) throw new Error('render pool is closed');
    if (!this.pool) {
      // Required here, on the first render, so that a process that never renders never loads the engine.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const engine = require('../../../libs/design-engine/pool/pool') as Engine;
      this.pool = { engine, pool: engine.createRenderPool(this.options) };
    }
    return this.pool;
  }

  async render(input: RenderInput): Promise<RenderResult> {
    const { engine, pool } = this.get();
    try {
      return await pool.render(input);
    } catch (err) {
      if (err instanceof engine.RenderTimeoutError) throw new RenderTimedOut(err.message);
      throw err;
    }
  }

  async warmUp(): Promise<void> {
    const { pool } = this.get();
    // One small render per thread loads the fonts and the engine in each of them.
    const tiny: RenderInput = {
      width: 64,
      height: 64,
      page: [{ type: 'title', value: 'Ready' }],
      language: 'english',
      variantIndex: 0,
      seed: 1,
      format: 'jpg',
    };
    await Promise.all(Array.from({ length: this.options.size }, (_, i) => pool.render({ ...tiny, variantIndex: i })));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pool) await this.pool.pool.close();
  }
}
