// The render job's outside picture (issue 15.3): for a request that asked a stock or generation
// provider and brought no photo, one picture from DesignImageryService, its credit recorded on the
// row (read back with the completed design), and the generated image's credits to give back when
// the design falls back to the built-in imagery. Kept apart so the render job calls it in one place.
import { Injectable } from '@nestjs/common';
import type { PreparedMedia } from '../../../libs/design-engine/media/types';
import { DesignImageryService } from '../media';
import { DesignLifecycleService, DesignRequestEntity } from '../designs';
import { pageText } from './domain/design-mood';

export interface RequestPhoto {
  /** The provider's picture (one item), or none: the design draws the built-in imagery. */
  media: PreparedMedia[];
  warnings: string[];
  /** Image credits debited with the request and not used (refund them with the completion). */
  unusedCredits: number;
}

@Injectable()
export class RequestImageryService {
  constructor(
    private readonly imagery: DesignImageryService,
    private readonly lifecycle: DesignLifecycleService,
  ) {}

  /** Never throws for a provider's failure: the request then completes with the built-in imagery and a warning. */
  async photoFor(row: DesignRequestEntity): Promise<RequestPhoto> {
    const p = row.params;
    const source = p.imageSource ?? 'builtin';
    const charged = p.imageCredits ?? 0;
    if (source === 'builtin' || p.medias.some((m) => m.type === 'photo'))
      return { media: [], warnings: [], unusedCredits: charged };
    const text = p.prompt ?? pageText(p.pages?.[0] ?? []);
    const got = await this.imagery.photoForPrompt({
      source,
      text,
      language: p.language,
      width: row.width,
      height: row.height,
    });
    // a retried job records its own outcome, over an earlier attempt's
    await this.lifecycle.recordImageCredit(row.id, got.media ? (got.credit ?? null) : null);
    return { media: got.media ? [got.media] : [], warnings: got.warnings, unusedCredits: got.media ? 0 : charged };
  }
}
