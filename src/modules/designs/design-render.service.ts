// The render job (worker processes): copy, media and brand for the request, every variant on the
// render pool, images stored under keys a retried job overwrites (one set per request), then the
// completion in one transaction with its webhook event and the notification that wakes waiters.
// Idempotent by request id: a finished request is left alone; a request is completed or failed once.
import { Injectable, Logger } from '@nestjs/common';
import type { LanguageId } from '../../../libs/design-engine/catalog/languages';
import { prepareMedia } from '../../../libs/design-engine/media/prepare';
import type { MediaInput, PreparedMedia } from '../../../libs/design-engine/media/types';
import type { RenderInput, RenderResult } from '../../../libs/design-engine/render/render';
import { CreditLedgerService } from '../billing';
import { ContentService } from '../content';
import { MediaScope, MediaService } from '../media';
import { UsersService } from '../users';
import { WebhooksService } from '../webhooks';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { Tx, UnitOfWork } from '../../platform/database';
import { ObjectStorage } from '../../platform/storage/object-storage';
import { DesignMetricsService } from './design-metrics.service';
import { DesignRequestEntity } from './design-request.entity';
import { DesignRequestsRepository } from './design-requests.repository';
import { DesignVariantEntity } from './design-variant.entity';
import { DesignViewsService } from './design-views.service';
import { moodOf, pageText } from './domain/design-mood';
import { imageryFor } from './domain/imagery-for';
import { campaignSeedOf } from './domain/campaign-seed';
import { headlineOf, normaliseWarnings, outputOf, PageBlock, seedOf } from './domain/request-status';
import { CONTENT_TYPES } from '../../../libs/design-engine/catalog/output-formats';
import { DesignFailure, failureMessage } from './design-failure';
import { DesignRenderPool } from './design-render-pool';

export const designPrefix = (accountId: string, designId: string): string => `designs/${accountId}/${designId}/`;

@Injectable()
export class DesignRenderService {
  private readonly logger = new Logger(DesignRenderService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: DesignRequestsRepository,
    private readonly content: ContentService,
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly webhooks: WebhooksService,
    private readonly ledger: CreditLedgerService,
    private readonly storage: ObjectStorage,
    private readonly pool: DesignRenderPool,
    private readonly views: DesignViewsService,
    private readonly metrics: DesignMetricsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Renders the request; 'skipped' when it is finished already or another run finished it first. */
  async run(requestId: string): Promise<'completed' | 'skipped'> {
    // One statement: a finished (or unknown) request is left alone; otherwise this run is counted.
    const row = await this.repo.markProcessing(requestId, this.clock.now());
    if (!row) return 'skipped';

    const warnings: string[] = [];
    const scope: MediaScope = { accountId: row.accountId, workspaceId: row.workspaceId, userId: row.userId };
    // a set is seeded by its words (every set of one prompt shares its looks), a single design by its id
    const seed = row.params.set ? campaignSeedOf(row.accountId, row.params) : seedOf(row.id);
    const [pages, [media, brand]] = await Promise.all([
      this.pagesFor(row, seed, warnings),
      this.withinMediaBudget(Promise.all([this.mediaFor(scope, row, warnings), this.brandFor(scope, row, warnings)])),
    ]);
    const p = row.params;
    // mood and category from the request's own words (its prompt, every page's copy), never a random palette
    const { mood, category } = moodOf(p.prompt, pages);
    // drawn only where there is no photo (the engine decides per variant)
    const imagery = imageryFor(p.prompt ?? pageText(pages[0] ?? []), p.language);
    const output = outputOf(row);

    // A design set renders every look (variant i: same seed, page and plan) in every format; a single
    // design is a set of one format. Row f x numVariants + i is look i in format f.
    const formats = p.set ?? [{ type: row.type, subtype: row.subtype, width: row.width, height: row.height }];
    const failedFormats: number[] = [];
    const perFormat = await Promise.all(
      formats.map(async (f, fi) => {
        const looks = Promise.all(
          Array.from({ length: row.numVariants }, (_, i) =>
            this.render({
              width: f.width,
              height: f.height,
              page: pages[i % pages.length] ?? [],
              language: p.language as LanguageId,
              variantIndex: i,
              seed,
              format: output.formats[0],
              formats: output.formats.slice(1),
              scale: output.scale,
              maxBytes: output.maxFileSizeKb === undefined ? undefined : output.maxFileSizeKb * 1000,
              colors: p.colors.length ? p.colors : undefined,
              brand,
              fontGroups: p.fontGroups.length ? p.fontGroups : undefined,
              media,
              settings: p.settings,
              mood,
              imagery,
              category,
            }),
          ),
        );
        if (!p.set) return looks; // a single design fails (and is retried) as a whole
        // In a set, a format that cannot be rendered is left out and refunded; the others are delivered.
        return looks.catch((err: unknown) => {
          failedFormats.push(fi);
          warnings.push(`format ${f.subtype === 'custom' ? `${f.width}x${f.height}` : f.subtype} failed and was refunded: ${failureMessage(err)}`);
          return [] as RenderResult[];
        });
      }),
    );
    if (failedFormats.length === formats.length) throw new Error('no format of the design set could be rendered');
    const renders = perFormat.flatMap((looks, fi) => looks.map((r, i) => ({ r, index: fi * row.numVariants + i, label: p.set ? `${formats[fi].subtype === 'custom' ? `${formats[fi].width}x${formats[fi].height}` : formats[fi].subtype} variant ${i}` : `variant ${i}` })));
    renders.forEach(({ r, label }) => {
      warnings.push(...r.report.warnings);
      for (const d of r.report.dropped) warnings.push(`${label}: the ${d.block} block was left out (${d.reason})`);
      for (const f of r.files) {
        if (!f.fits) warnings.push(`${label}: the ${f.format} file is ${f.image.length} bytes, over maxFileSizeKb ${output.maxFileSizeKb} even at its lowest quality`);
      }
    });

    const prefix = designPrefix(row.accountId, row.designId);
    const variants = await Promise.all(
      renders.map(async ({ r, index }): Promise<DesignVariantEntity> => {
        const files = await Promise.all(
          r.files.map(async (f) => {
            const storageKey = `${prefix}${index}.${f.format}`;
            const { etag } = await this.storage.put(storageKey, f.image, CONTENT_TYPES[f.format]);
            return { format: f.format, storageKey, bytes: f.image.length, etag, ...(f.quality !== undefined ? { quality: f.quality } : {}), fits: f.fits };
          }),
        );
        const first = files[0];
        return { requestId: row.id, index, accountId: row.accountId, storageKey: first.storageKey, width: r.width, height: r.height, format: first.format, bytes: first.bytes, etag: first.etag, createdAt: this.clock.now(), files };
      }),
    );

    const completed = await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const done = await this.repo.markCompleted(tx, row.id, now, headlineOf(pages, p.prompt), normaliseWarnings(warnings));
      if (!done) return false;
      await this.webhooks.recordEvent(tx, { accountId: row.accountId, userId: row.userId, type: 'design.completed', data: { ...this.views.status(done, variants, now) } });
      await this.repo.insertVariantsAndNotify(tx, row.id, variants);
      // formats of a set that failed: their share of the one debit comes back, in the same transaction
      if (failedFormats.length) await this.ledger.refund(row.id, tx, (row.cost / formats.length) * failedFormats.length);
      tx.afterCommit('design.completed', { accountId: row.accountId, userId: row.userId, requestId: row.id, designId: row.designId });
      return true;
    });
    if (completed) return 'completed';
    // Finished meanwhile: by another run (same keys, same images: keep them) or failed by the reconciler.
    if ((await this.repo.statusOf(row.id)) === 'failed') await this.storage.deletePrefix(prefix);
    return 'skipped';
  }

  /**
   * Marks the request failed and refunds it, once, however many callers race (the last attempt's
   * hook, the reconciler). False when it was finished already.
   */
  async fail(requestId: string, error: unknown): Promise<boolean> {
    const message = failureMessage(error);
    // The caller sees the fixed message; what really happened is for the operator.
    if (!(error instanceof DesignFailure)) this.logger.error({ requestId, err: error }, 'design request failed on an unexpected error');
    const failed = await this.uow.run(async (tx: Tx) => {
      const now = this.clock.now();
      const row = await this.repo.markFailed(tx, requestId, now, message);
      if (!row) return null;
      await this.ledger.refund(requestId, tx);
      await this.webhooks.recordEvent(tx, { accountId: row.accountId, userId: row.userId, type: 'design.failed', data: { ...this.views.status(row, [], now) } });
      await this.repo.notifyFinished(tx, requestId);
      tx.afterCommit('design.failed', { accountId: row.accountId, userId: row.userId, requestId, designId: row.designId, error: message });
      return row;
    });
    if (!failed) return false;
    this.logger.warn({ requestId, error: message }, 'design request failed and was refunded');
    // Images a partial attempt stored are of no use now.
    await this.storage.deletePrefix(designPrefix(failed.accountId, failed.designId)).catch(() => undefined);
    return true;
  }

  /**
   * The media step under one wall-clock budget (MEDIA_STEP_BUDGET_MS): past it the request fails
   * for good (a retry would spend the same time again). Decoding already under way finishes on
   * its own; its result is dropped.
   */
  private async withinMediaBudget<T>(step: Promise<T>): Promise<T> {
    const budgetMs = this.config.designs.mediaStepBudgetMs;
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(DesignFailure.mediaOverBudget(budgetMs)), budgetMs);
    });
    step.catch(() => undefined); // a late failure of a step already given up on
    try {
      return await Promise.race([step, overBudget]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async render(input: RenderInput): Promise<RenderResult> {
    const end = this.metrics.renderSeconds.startTimer({ format: input.format });
    const result = await this.pool.render(input);
    end();
    return result;
  }

  /** The request's pages: the given documentJson, or copy written for the prompt (variant i uses page i mod n). */
  private async pagesFor(row: DesignRequestEntity, seed: number, warnings: string[]): Promise<PageBlock[][]> {
    const p = row.params;
    if (p.pages?.length) return p.pages;
    const persona = await this.content.personaFor(row.accountId, row.userId);
    const copy = await this.content.writePages(
      {
        prompt: p.prompt ?? '',
        width: row.width,
        height: row.height,
        language: p.language as LanguageId,
        count: Math.min(row.numVariants, 5),
        seed,
        persona,
      },
      row.id,
    );
    warnings.push(...copy.warnings);
    return copy.pages as PageBlock[][];
  }

  /** Media of the request, fetched and decoded once; an item that cannot be had is a warning. */
  private async mediaFor(scope: MediaScope, row: DesignRequestEntity, warnings: string[]): Promise<PreparedMedia[]> {
    if (!row.params.medias.length) return [];
    const inputs = await Promise.all(
      row.params.medias.map(async (m, i): Promise<MediaInput | null> => {
        const got = await this.media.resolve(scope, m.mId !== undefined ? { mId: m.mId } : { url: m.url });
        if (!got.ok) {
          warnings.push(`medias[${i}]: ${got.reason}; the design was made without it`);
          return null;
        }
        return { kind: m.type, data: got.bytes, crop: m.crop, removeBg: m.removeBg, logoStyles: m.logoStyles, label: `medias[${i}]` };
      }),
    );
    const prepared = await prepareMedia(inputs.filter((x): x is MediaInput => x !== null));
    // Bytes that are not a raster image (an SVG) would be refused on every attempt: fail for good.
    if (prepared.refused[0]) throw DesignFailure.unsupportedMedia(prepared.refused[0].label, prepared.refused[0].reason);
    warnings.push(...prepared.warnings);
    return prepared.media;
  }

  /** `settings.mode = brand`: the end user's brand kit (name, colours, fonts, logo), else a warning. */
  private async brandFor(scope: MediaScope, row: DesignRequestEntity, warnings: string[]): Promise<RenderInput['brand']> {
    if (!row.params.brandMode) return undefined;
    if (!row.userId) {
      warnings.push('settings.mode is "brand" but the request has no end user (bearer token): the design does not use a brand kit');
      return undefined;
    }
    const kit = await this.users.getBrandKit(row.accountId, row.userId);
    if (!kit) {
      warnings.push('settings.mode is "brand" but the user has no brand kit: the design does not use one');
      return undefined;
    }
    let logo: PreparedMedia | undefined;
    if (kit.brandLogo) {
      const got = await this.media.resolve(scope, { url: kit.brandLogo });
      if (got.ok) {
        const prepared = await prepareMedia([{ kind: 'logo', data: got.bytes, label: 'brand.brandLogo' }]);
        if (prepared.refused[0]) throw DesignFailure.unsupportedMedia(prepared.refused[0].label, prepared.refused[0].reason);
        warnings.push(...prepared.warnings);
        logo = prepared.media[0];
      } else {
        warnings.push(`brand logo: ${got.reason}; the design was made without it`);
      }
    }
    return { name: kit.brandName, colors: kit.brandColors, fonts: kit.brandFonts.map((f) => f.name), logo };
  }
}
