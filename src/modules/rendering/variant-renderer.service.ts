// Renders a design request's brief: every look of every format on the render pool, then each file
// stored under a key a retried job overwrites (one folder per design). In a design set a format that
// cannot be rendered is left out (its share is refunded by the caller); a single design fails whole.
import { Injectable } from '@nestjs/common';
import { CONTENT_TYPES } from '../../../libs/design-engine/catalog/output-formats';
import type { RenderInput, RenderResult } from '../../../libs/design-engine/render/render';
import {
  DesignMetricsService,
  designPrefix,
  DesignRequestEntity,
  DesignVariantEntity,
  failureMessage,
} from '../designs';
import { Clock } from '../../platform/clock/clock';
import { ObjectStorage } from '../../platform/storage/object-storage';
import { DesignRenderPool } from './design-render-pool';
import { formatLabel, RenderBrief, renderInputOf } from './render-brief';
import { RenderBriefService } from './render-brief.service';

export interface RenderedDesign {
  brief: RenderBrief;
  /** Stored variants, row f x numVariants + i for look i of format f. */
  variants: DesignVariantEntity[];
  /** Indexes of the set's formats that could not be rendered. */
  failedFormats: number[];
  /** The brief's warnings and the renders' (blocks left out, files over their byte budget). */
  warnings: string[];
}

@Injectable()
export class VariantRendererService {
  constructor(
    private readonly briefs: RenderBriefService,
    private readonly pool: DesignRenderPool,
    private readonly storage: ObjectStorage,
    private readonly metrics: DesignMetricsService,
    private readonly clock: Clock,
  ) {}

  /** Assembles the request's brief once, renders it and stores the files. */
  async render(row: DesignRequestEntity): Promise<RenderedDesign> {
    const brief = await this.briefs.assemble(row);
    const warnings = [...brief.warnings];
    const { formats, numVariants, output } = brief;
    const failedFormats: number[] = [];
    const perFormat = await Promise.all(
      formats.map(async (f, fi) => {
        const looks = Promise.all(
          Array.from({ length: numVariants }, (_, i) => this.renderOne(renderInputOf(brief, f, i))),
        );
        if (!brief.isSet) return looks; // a single design fails (and is retried) as a whole
        return looks.catch((err: unknown) => {
          failedFormats.push(fi);
          warnings.push(`format ${formatLabel(f)} failed and was refunded: ${failureMessage(err)}`);
          return [] as RenderResult[];
        });
      }),
    );
    if (failedFormats.length === formats.length) throw new Error('no format of the design set could be rendered');
    const renders = perFormat.flatMap((looks, fi) =>
      looks.map((r, i) => ({
        r,
        index: fi * numVariants + i,
        label: brief.isSet ? `${formatLabel(formats[fi])} variant ${i}` : `variant ${i}`,
      })),
    );
    for (const { r, label } of renders) {
      warnings.push(...r.report.warnings);
      for (const d of r.report.dropped) warnings.push(`${label}: the ${d.block} block was left out (${d.reason})`);
      for (const f of r.files) {
        if (!f.fits)
          warnings.push(
            `${label}: the ${f.format} file is ${f.image.length} bytes, over maxFileSizeKb ${output.maxFileSizeKb} even at its lowest quality`,
          );
      }
    }

    const prefix = designPrefix(brief.scope.accountId, brief.designId);
    const variants = await Promise.all(
      renders.map(async ({ r, index }): Promise<DesignVariantEntity> => {
        const files = await Promise.all(
          r.files.map(async (f) => {
            const storageKey = `${prefix}${index}.${f.format}`;
            const { etag } = await this.storage.put(storageKey, f.image, CONTENT_TYPES[f.format]);
            return {
              format: f.format,
              storageKey,
              bytes: f.image.length,
              etag,
              ...(f.quality !== undefined ? { quality: f.quality } : {}),
              fits: f.fits,
            };
          }),
        );
        const first = files[0];
        return {
          requestId: brief.requestId,
          index,
          accountId: brief.scope.accountId,
          storageKey: first.storageKey,
          width: r.width,
          height: r.height,
          format: first.format,
          bytes: first.bytes,
          etag: first.etag,
          createdAt: this.clock.now(),
          files,
        };
      }),
    );
    return { brief, variants, failedFormats, warnings };
  }

  /** Deletes the images stored for a design (a failed request, a run that lost the race to a failure). */
  async discard(accountId: string, designId: string): Promise<void> {
    await this.storage.deletePrefix(designPrefix(accountId, designId));
  }

  private async renderOne(input: RenderInput): Promise<RenderResult> {
    const end = this.metrics.renderSeconds.startTimer({ format: input.format });
    const result = await this.pool.render(input);
    end();
    return result;
  }
}
