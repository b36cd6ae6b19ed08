// The picture a design request gets from an outside provider (issue 15.3): one per request, asked
// for the prompt's subject, prepared like a user photo (the same inspection, decode limits and
// head-aware crops), within one time budget. Anything short of a usable photo is null and a
// warning: the design then draws the built-in imagery.
import { Injectable } from '@nestjs/common';
import { prepareMedia } from '../../../../libs/design-engine/media/prepare';
import type { PreparedMedia } from '../../../../libs/design-engine/media/types';
import { AppConfig } from '../../../platform/config/app-config';
import { ImageFinder } from './image-finder.service';
import { imageSubjectOf } from './image-query';
import { FoundImage, ImageCredit, orientationOf, ProviderKind } from './image-source';

export type ImageSourceChoice = 'builtin' | ProviderKind;

export interface SourcedPhoto {
  /** The provider's picture, decoded for the renderer; null: the design draws the built-in imagery. */
  media: PreparedMedia | null;
  warnings: string[];
  /** Who to credit, kept with the design; only with `media`. */
  credit?: ImageCredit;
}

const LABEL: Record<ProviderKind, string> = { stock: 'stock photo', generated: 'generated image' };

@Injectable()
export class DesignImageryService {
  constructor(
    private readonly finder: ImageFinder,
    private readonly config: AppConfig,
  ) {}

  /** The source of a request that names none (IMAGE_SOURCE_DEFAULT). */
  get defaultSource(): ImageSourceChoice {
    return this.config.imageSources.defaultSource;
  }

  /** Whether a request may ask for `source`: the built-in imagery always, a provider when configured. */
  isAvailable(source: ImageSourceChoice): boolean {
    return source === 'builtin' || this.finder.has(source);
  }

  /**
   * One picture from `source` for a design about `text` (its prompt, or its copy) in `language`, at `width` x
   * `height` (the orientation asked for). Never throws: a provider that is slow (past twice its
   * timeout for the whole step), fails or answers something that is no usable
   * photo gives null and a warning.
   */
  async photoForPrompt(input: {
    source: ProviderKind;
    text: string;
    language: string;
    width: number;
    height: number;
  }): Promise<SourcedPhoto> {
    const warnings: string[] = [];
    const subject = imageSubjectOf(input.text, input.language);
    if (!subject) {
      return {
        media: null,
        warnings: [
          `the prompt names nothing to ask the ${LABEL[input.source]} provider for; the design uses the built-in imagery instead`,
        ],
      };
    }
    // two calls at most: search and download, or a generation tried again after a 429
    const c = this.config.imageSources;
    const budgetMs = 2 * (input.source === 'generated' ? (c.generation?.timeoutMs ?? c.timeoutMs) : c.timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), budgetMs)));
    const work = this.findAndPrepare(input, input.source === 'stock' ? subject.search : subject.generate, warnings);
    try {
      const got = await Promise.race([work, late]);
      if (got === 'late') {
        return {
          media: null,
          warnings: [
            ...warnings,
            `the ${LABEL[input.source]} took longer than ${budgetMs} ms; the design uses the built-in imagery instead`,
          ],
        };
      }
      if (!got) return { media: null, warnings };
      void this.finder.trackUse(got.found);
      return { media: got.media, warnings, ...(got.found.credit ? { credit: got.found.credit } : {}) };
    } finally {
      clearTimeout(timer);
    }
  }

  private async findAndPrepare(
    input: { source: ProviderKind; width: number; height: number },
    query: string,
    warnings: string[],
  ): Promise<{ media: PreparedMedia; found: FoundImage } | null> {
    const found = await this.finder.findImage(
      { query, width: input.width, height: input.height, orientation: orientationOf(input.width, input.height) },
      warnings,
      input.source,
    );
    if (!found) return null;
    const label = LABEL[input.source];
    let reason = 'it could not be decoded';
    try {
      const prepared = await prepareMedia([{ kind: 'photo', data: found.buffer, crop: true, label }]);
      warnings.push(...prepared.warnings);
      if (prepared.media[0]) return { media: prepared.media[0], found };
      if (prepared.refused[0]) reason = prepared.refused[0].reason;
    } catch (err) {
      reason = err instanceof Error ? err.message.slice(0, 200) : reason;
    }
    warnings.push(`the ${label} could not be used (${reason}); the design uses the built-in imagery instead`);
    return null;
  }
}
