// Assembles the render brief of a design request, once per job: the brand kit read once (the copy's
// persona and the brand mode both come from it), the copy written (or the given pages) with the
// copywriter's analysis of the prompt reused for the imagery and the look, the media fetched and prepared under
// one wall-clock budget.
import { Injectable } from '@nestjs/common';
import { refusesClipart, type PromptAnalysis } from '../../../libs/copywriter';
import type { LanguageId } from '../../../libs/design-engine/catalog/languages';
import { prepareMedia } from '../../../libs/design-engine/media/prepare';
import type { MediaInput, PreparedMedia } from '../../../libs/design-engine/media/types';
import type { RenderInput } from '../../../libs/design-engine/render/render';
import { ContentService, personaOf } from '../content';
import {
  campaignSeedOf,
  DesignFailure,
  DesignRequestEntity,
  headlineOf,
  outputOf,
  PageBlock,
  seedOf,
} from '../designs';
import { MediaScope, MediaService } from '../media';
import { BrandKit, UsersService } from '../users';
import { AppConfig } from '../../platform/config/app-config';
import { colorsOf, settingsOf } from './domain/design-colors';
import { moodOf, pageText } from './domain/design-mood';
import { furnitureFor } from './domain/furniture-for';
import { imageryFor } from './domain/imagery-for';
import { RenderBrief } from './render-brief';
import { RequestImageryService } from './request-imagery.service';

@Injectable()
export class RenderBriefService {
  constructor(
    private readonly content: ContentService,
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly requestImagery: RequestImageryService,
    private readonly config: AppConfig,
  ) {}

  async assemble(row: DesignRequestEntity): Promise<RenderBrief> {
    const p = row.params;
    const warnings: string[] = [];
    const scope: MediaScope = { accountId: row.accountId, workspaceId: row.workspaceId, userId: row.userId };
    // a set is seeded by its words (every set of one prompt shares its looks), a single design by its id
    const seed = row.params.set ? campaignSeedOf(row.accountId, row.params) : seedOf(row.id);
    const kit = await this.brandKitOf(row);
    // a stock or generated picture when the request asked for one and brought no photo (issue 15.3)
    const sourced = this.requestImagery.photoFor(row);
    sourced.catch(() => undefined); // awaited below; a step before it may throw first
    const [{ pages, analysis }, [media, brand]] = await Promise.all([
      this.pagesFor(row, seed, kit, warnings),
      this.withinMediaBudget(
        Promise.all([this.mediaFor(scope, row, warnings), this.brandFor(scope, row, kit, warnings)]),
      ),
    ]);
    const photo = await sourced;
    warnings.push(...photo.warnings);
    // copy written from the prompt: its reading of the prompt (analysing the prompt and every page again cost
    // ~8 ms of worker CPU a design, and the bank lines of the pages misled the category: charity -> finance)
    const { mood, category } = analysis ?? moodOf(p.prompt, pages);
    // "keine Cliparts", "sans illustrations", "イラストは使わず": no built-in illustration on any variant
    const imagery = refusesClipart(p.prompt)
      ? undefined
      : p.prompt !== undefined
        ? imageryFor(p.prompt, p.language, analysis)
        : imageryFor(pageText(pages[0] ?? []), p.language);
    return {
      requestId: row.id,
      designId: row.designId,
      scope,
      seed,
      language: p.language as LanguageId,
      pages,
      headline: headlineOf(pages, p.prompt),
      formats: p.set ?? [{ type: row.type, subtype: row.subtype, width: row.width, height: row.height }],
      isSet: !!p.set,
      numVariants: row.numVariants,
      output: outputOf(row),
      colors: colorsOf(p.colors, p.prompt),
      fontGroups: p.fontGroups.length ? p.fontGroups : undefined,
      settings: settingsOf(p.settings, p.prompt),
      brand,
      media: [...media, ...photo.media],
      mood,
      category,
      imagery,
      // store badges, contact block, event lockup, offer sticker: from the prompt's facts only
      furniture:
        p.prompt !== undefined
          ? furnitureFor(p.prompt, p.language, analysis, pages.map(pageText))
          : furnitureFor(pageText(pages[0] ?? []), p.language),
      unusedImageCredits: photo.unusedCredits,
      warnings,
    };
  }

  /** The end user's brand kit, read only when the copy's persona or the brand mode needs it. */
  private async brandKitOf(row: DesignRequestEntity): Promise<BrandKit | null> {
    const writesCopy = !row.params.pages?.length;
    if (!row.userId || !(writesCopy || row.params.brandMode)) return null;
    return this.users.getBrandKit(row.accountId, row.userId);
  }

  /**
   * The request's pages: the given documentJson, or copy written for the prompt, with the
   * copywriter's reading of the prompt (undefined when nothing was written: the caller analyses).
   */
  private async pagesFor(
    row: DesignRequestEntity,
    seed: number,
    kit: BrandKit | null,
    warnings: string[],
  ): Promise<{ pages: PageBlock[][]; analysis?: PromptAnalysis }> {
    const p = row.params;
    if (p.pages?.length) return { pages: p.pages };
    const copy = await this.content.writePages(
      {
        prompt: p.prompt ?? '',
        width: row.width,
        height: row.height,
        language: p.language as LanguageId,
        count: Math.min(row.numVariants, 5),
        seed,
        persona: kit ? personaOf(kit) : undefined,
      },
      row.id,
    );
    warnings.push(...copy.warnings);
    return { pages: copy.pages as PageBlock[][], analysis: copy.analysis };
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
        return {
          kind: m.type,
          data: got.bytes,
          crop: m.crop,
          removeBg: m.removeBg,
          logoStyles: m.logoStyles,
          label: `medias[${i}]`,
        };
      }),
    );
    const prepared = await prepareMedia(inputs.filter((x): x is MediaInput => x !== null));
    // Bytes that are not a raster image (an SVG) would be refused on every attempt: fail for good.
    if (prepared.refused[0])
      throw DesignFailure.unsupportedMedia(prepared.refused[0].label, prepared.refused[0].reason);
    warnings.push(...prepared.warnings);
    return prepared.media;
  }

  /** `settings.mode = brand`: the end user's brand kit (name, colours, fonts, logo), else a warning. */
  private async brandFor(
    scope: MediaScope,
    row: DesignRequestEntity,
    kit: BrandKit | null,
    warnings: string[],
  ): Promise<RenderInput['brand']> {
    if (!row.params.brandMode) return undefined;
    if (!row.userId) {
      warnings.push(
        'settings.mode is "brand" but the request has no end user (bearer token): the design does not use a brand kit',
      );
      return undefined;
    }
    if (!kit) {
      warnings.push('settings.mode is "brand" but the user has no brand kit: the design does not use one');
      return undefined;
    }
    let logo: PreparedMedia | undefined;
    if (kit.brandLogo) {
      const got = await this.media.resolve(scope, { url: kit.brandLogo });
      if (got.ok) {
        const prepared = await prepareMedia([{ kind: 'logo', data: got.bytes, label: 'brand.brandLogo' }]);
        if (prepared.refused[0])
          throw DesignFailure.unsupportedMedia(prepared.refused[0].label, prepared.refused[0].reason);
        warnings.push(...prepared.warnings);
        logo = prepared.media[0];
      } else {
        warnings.push(`brand logo: ${got.reason}; the design was made without it`);
      }
    }
    return { name: kit.brandName, colors: kit.brandColors, fonts: kit.brandFonts.map((f) => f.name), logo };
  }
}
