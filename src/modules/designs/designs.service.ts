// The design API's use cases (SPEC 6.3): accept a request (validate, cap, debit and insert in one
// transaction, enqueue after COMMIT), wait for it up to SYNC_WAIT_MS, and read requests, designs
// and their images. Work is scoped to the caller's workspace: the end user's, or the account's own.
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { CreditLedgerService } from '../billing';
import { formatSize } from '../catalog';
import { DesignImageryService, MediaService } from '../media';
import { UsersService } from '../users';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { UnitOfWork } from '../../platform/database';
import { AppError, FieldError } from '../../platform/errors';
import { decodeCursor, DEFAULT_PAGE_LIMIT, Page, toPage } from '../../platform/http/pagination';
import { validateBody } from '../../platform/http/validation';
import { JobQueue } from '../../platform/queue';
import { ObjectStorage, StoredObject } from '../../platform/storage/object-storage';
import { copyMetadata } from './request-metadata';
import { DesignMetricsService } from './design-metrics.service';
import { DesignLifecycleService, NewDesignRequest } from './design-lifecycle.service';
import { DesignRequestsRepository, DesignScope, RequestWithVariants } from './design-requests.repository';
import { DesignViewsService } from './design-views.service';
import { enqueueRender } from './design-jobs';
import {
  DesignDto,
  DesignFromContentDto,
  DesignFromPromptDto,
  DesignParamsDto,
  DesignRequestStatusDto,
  ListDesignsQueryDto,
  MAX_PAGES,
} from './designs.dto';
import { DesignErrors } from './designs.errors';
import { checkDocumentPages } from './domain/document-pages';
import { imagePlanOf } from './domain/image-plan';
import { DesignRequestParams, isFinished, PageBlock, SetFormatParam } from './domain/request-status';
import { DesignSetFromContentDto, DesignSetFromPromptDto } from './design-sets.dto';
import { resolveSetFormats } from '../../../libs/design-engine/catalog/set-presets';
import { RequestCompletionsService } from './request-completions.service';
import { filesOf, negotiateFile } from './variant-files';
import { MAX_RENDER_PIXELS, MAX_RENDER_SIDE } from '../../../libs/design-engine/catalog/output-formats';

/** How long a design request waits for the queue to say it can take a job (its first use in an API process connects). */
const QUEUE_CHECK_TIMEOUT_MS = 2_000;
/** How long the answer waits for the job to be added after COMMIT. */
const ENQUEUE_TIMEOUT_MS = 2_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a design request answers: 200 once finished, 202 while queued or processing. */
export interface DesignAnswer {
  httpStatus: 200 | 202;
  body: DesignRequestStatusDto;
  /** Where to poll (a path under the base path). */
  location: string;
  respondAsync: boolean;
}

export interface ParsedContentRequest {
  dto: DesignFromContentDto;
  pages: PageBlock[][];
}

/** The design parameters without the format: what a single design and a set share. */
export type DesignOptions = Omit<DesignParamsDto, 'type' | 'subtype' | 'dimension'>;

export interface ParsedSetRequest {
  dto: DesignSetFromPromptDto | DesignSetFromContentDto;
  formats: SetFormatParam[];
  preset: string | null;
  copy: { prompt?: string; pages?: PageBlock[][] };
}

function shapeOf(dto: DesignParamsDto): { type: string; subtype: string; width: number; height: number } {
  return { type: dto.type, subtype: dto.subtype, ...formatSize(dto) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

@Injectable()
export class DesignsService {
  private readonly logger = new Logger(DesignsService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: DesignRequestsRepository,
    private readonly lifecycle: DesignLifecycleService,
    private readonly ledger: CreditLedgerService,
    private readonly media: MediaService,
    private readonly imagery: DesignImageryService,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
    private readonly completions: RequestCompletionsService,
    private readonly views: DesignViewsService,
    private readonly metrics: DesignMetricsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  // ---- accepting requests ------------------------------------------------------------------

  /** designs-from-content: the DTO's fields and every page problem of documentJson, in one 422. */
  async parseFromContent(raw: unknown): Promise<ParsedContentRequest> {
    const errors: FieldError[] = [];
    let dto: DesignFromContentDto | null = null;
    try {
      dto = await validateBody(DesignFromContentDto, raw);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'invalid_input') throw err;
      errors.push(...(err.errors ?? []));
    }
    const doc = isRecord(raw) ? raw.documentJson : undefined;
    let pages: PageBlock[][] | null = null;
    if (Array.isArray(doc) && doc.length >= 1 && doc.length <= MAX_PAGES) {
      const checked = checkDocumentPages(doc);
      if (checked.ok) pages = checked.pages;
      else errors.push(...checked.errors);
    }
    if (errors.length || !dto || !pages)
      throw DesignErrors.invalid(errors.length ? errors : [{ field: 'documentJson', message: 'is invalid' }]);
    return { dto, pages };
  }

  requestFromPrompt(
    principal: Principal,
    dto: DesignFromPromptDto,
    wait: { waitMs: number; respondAsync: boolean },
  ): Promise<DesignAnswer> {
    return this.submit(principal, dto, 'prompt', { prompt: dto.prompt }, wait, shapeOf(dto));
  }

  requestFromContent(
    principal: Principal,
    parsed: ParsedContentRequest,
    wait: { waitMs: number; respondAsync: boolean },
  ): Promise<DesignAnswer> {
    // the optional prompt only sets the mood and category; the copy is the pages'
    return this.submit(
      principal,
      parsed.dto,
      'content',
      { pages: parsed.pages, ...(parsed.dto.prompt ? { prompt: parsed.dto.prompt } : {}) },
      wait,
      shapeOf(parsed.dto),
    );
  }

  /**
   * design-sets-from-prompt / -from-content: the DTO's fields, `formats` (presets expanded) and, for
   * content, every page problem of documentJson, in one 422.
   */
  async parseSet(source: 'prompt' | 'content', raw: unknown): Promise<ParsedSetRequest> {
    const errors: FieldError[] = [];
    let dto: DesignSetFromPromptDto | DesignSetFromContentDto | null = null;
    try {
      dto = await validateBody<DesignSetFromPromptDto | DesignSetFromContentDto>(
        source === 'prompt' ? DesignSetFromPromptDto : DesignSetFromContentDto,
        raw,
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'invalid_input') throw err;
      errors.push(...(err.errors ?? []));
    }
    const body = isRecord(raw) ? raw : {};
    let formats: SetFormatParam[] | null = null;
    if (body.formats !== undefined) {
      const r = resolveSetFormats(body.formats);
      if (r.ok) formats = r.formats;
      else errors.push(...r.errors);
    }
    let pages: PageBlock[][] | undefined;
    if (
      source === 'content' &&
      Array.isArray(body.documentJson) &&
      body.documentJson.length >= 1 &&
      body.documentJson.length <= MAX_PAGES
    ) {
      const checked = checkDocumentPages(body.documentJson);
      if (checked.ok) pages = checked.pages;
      else errors.push(...checked.errors);
    }
    if (errors.length || !dto || !formats || (source === 'content' && !pages))
      throw DesignErrors.invalid(errors.length ? errors : [{ field: 'documentJson', message: 'is invalid' }]);
    return {
      dto,
      formats,
      preset: typeof body.formats === 'string' ? body.formats : null,
      copy: source === 'prompt' ? { prompt: (dto as DesignSetFromPromptDto).prompt } : { pages },
    };
  }

  /** One request for every format x numOfVariants: cost formats x numOfVariants x DESIGN_CREDIT_COST, debited once. */
  requestSet(
    principal: Principal,
    parsed: ParsedSetRequest,
    wait: { waitMs: number; respondAsync: boolean },
  ): Promise<DesignAnswer> {
    const first = parsed.formats[0];
    const shape = {
      type: 'set',
      subtype: parsed.preset ?? 'set',
      width: first.width,
      height: first.height,
      set: parsed.formats,
    };
    return this.submit(
      principal,
      parsed.dto,
      parsed.copy.prompt !== undefined ? 'prompt' : 'content',
      parsed.copy,
      wait,
      shape,
    );
  }

  private async submit(
    principal: Principal,
    dto: DesignOptions,
    source: 'prompt' | 'content',
    copy: { prompt?: string; pages?: PageBlock[][] },
    wait: { waitMs: number; respondAsync: boolean },
    shape: { type: string; subtype: string; width: number; height: number; set?: SetFormatParam[] },
  ): Promise<DesignAnswer> {
    // Library ids are checked before anything is written (a refused request stores nothing).
    const kinds = await this.libraryKinds(principal, dto);
    const scope = await this.users.workspaceOf(principal);
    for (const size of shape.set ?? [shape]) checkRenderSize(size, dto.scale ?? 1);
    const formatsCount = shape.set?.length ?? 1;
    const params = { ...paramsOf(dto, copy, kinds), ...(shape.set ? { set: shape.set } : {}) };
    // the picture's source, and the generated image's credits inside the one debit (issue 15.3)
    if (dto.imageSource && !this.imagery.isAvailable(dto.imageSource)) {
      throw DesignErrors.invalid([
        { field: 'imageSource', message: `${dto.imageSource} is not configured on this server` },
      ]);
    }
    const plan = imagePlanOf({
      requested: dto.imageSource,
      defaultSource: this.imagery.defaultSource,
      hasPhoto: params.medias.some((m) => m.type === 'photo'),
      generationCost: this.config.imageSources.creditCost,
    });
    const now = this.clock.now();
    const request: NewDesignRequest = {
      id: randomUUID(),
      accountId: scope.accountId,
      workspaceId: scope.workspaceId,
      userId: scope.userId,
      keyId: principal.keyId,
      designId: randomUUID(),
      shareToken: randomBytes(24).toString('base64url'),
      source,
      params: { ...params, ...plan },
      type: shape.type,
      subtype: shape.subtype,
      width: shape.width,
      height: shape.height,
      format: dto.outputFormat?.[0] ?? 'jpg',
      numVariants: dto.numOfVariants,
      cost: formatsCount * dto.numOfVariants * this.config.credits.designCost + plan.imageCredits,
      title: null,
      warnings: [],
      error: null,
      attempts: 0,
      createdAt: now,
      enqueuedAt: now,
      startedAt: null,
      finishedAt: null,
      hiddenAt: null,
      imageCredit: null,
    };
    // Degrade, don't fall over (issue 18.4): a request the queue cannot take is refused before
    // anything is written or charged, instead of waiting on Redis or charging for a job that is late.
    if (!(await this.queue.canAccept('design-render', QUEUE_CHECK_TIMEOUT_MS))) {
      this.metrics.requests.inc({ outcome: 'refused_queue_unavailable' });
      throw DesignErrors.queueUnavailable();
    }
    const row = await this.uow.run(async (tx) => {
      // The advisory lock makes the count and the insert one step for this key: concurrent
      // requests cannot all see room for one more.
      await this.repo.lockKey(tx, principal.keyId);
      if ((await this.repo.countInFlight(tx, principal.keyId)) >= this.config.designs.maxInFlightPerKey) {
        this.metrics.requests.inc({ outcome: 'refused_in_flight' });
        throw DesignErrors.tooManyInFlight();
      }
      // Optional cap per end user, so one user cannot take all of an integrator's slots (issue 18.9).
      const perUser = this.config.designs.maxInFlightPerUser;
      if (perUser > 0 && request.userId) {
        await this.repo.lockUser(tx, request.userId);
        if ((await this.repo.countInFlightForUser(tx, request.userId)) >= perUser) {
          this.metrics.requests.inc({ outcome: 'refused_in_flight' });
          throw DesignErrors.tooManyInFlight();
        }
      }
      const opened = await this.lifecycle.open(tx, request);
      await this.ledger.debit(tx, principal, opened.cost, opened.id);
      return opened;
    });

    const waiter = wait.respondAsync || wait.waitMs <= 0 ? null : this.completions.register(row.id);
    await this.enqueue(row.id);
    if (waiter) await waiter.wait(wait.waitMs);
    const current = (await this.repo.find(row.id)) ?? { row, variants: [] };
    const finished = isFinished(current.row.status);
    this.metrics.requests.inc({ outcome: finished ? (current.row.status as 'completed' | 'failed') : 'pending' });
    return {
      httpStatus: finished ? 200 : 202,
      body: this.views.status(current.row, current.variants, this.clock.now()),
      location: `${this.config.http.basePath}/general/request-status/${row.id}`,
      respondAsync: wait.respondAsync,
    };
  }

  /**
   * After COMMIT: a failure here is logged, and the reconciler enqueues the request later. Redis
   * lost in the moment since `canAccept` would hold the add until it reconnects: the answer does
   * not wait for that (the add, or the reconciler, lands the job later; the job id dedupes).
   */
  private async enqueue(requestId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error('the queue did not take the job in time')), ENQUEUE_TIMEOUT_MS)),
    );
    try {
      await Promise.race([enqueueRender(this.queue, this.config, requestId), late]);
    } catch (err) {
      this.logger.error({ err, requestId }, 'could not enqueue a design request; the reconciler will');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Each `mId` must be an image of the caller's workspace: anything else (another tenant's id included) is the same 422. */
  private async libraryKinds(principal: Principal, dto: DesignOptions): Promise<Map<number, 'photo' | 'logo'>> {
    const kinds = new Map<number, 'photo' | 'logo'>();
    const errors: FieldError[] = [];
    await Promise.all(
      (dto.medias ?? []).map(async (m, i) => {
        if (m.mId === undefined) return;
        try {
          const found = await this.media.get(principal, m.mId);
          kinds.set(i, found.type === 'logo' ? 'logo' : 'photo');
        } catch (err) {
          if (!(err instanceof AppError) || err.code !== 'not_found') throw err;
          errors.push({ field: `medias[${i}].mId`, message: 'is not an image of your library' });
        }
      }),
    );
    if (errors.length) throw DesignErrors.invalid(errors.sort((a, b) => a.field.localeCompare(b.field)));
    return kinds;
  }

  // ---- reads ---------------------------------------------------------------------------------

  /** The caller's workspace for reads; null when the account never had one (so a GET never writes). */
  private readScope(principal: Principal): Promise<DesignScope | null> {
    return this.users.existingWorkspaceOf(principal);
  }

  async status(principal: Principal, requestId: string): Promise<DesignRequestStatusDto> {
    const scope = await this.readScope(principal);
    const found = scope && UUID.test(requestId) ? await this.repo.findVisible(scope, requestId) : null;
    if (!found) throw DesignErrors.notFound();
    return this.views.status(found.row, found.variants, this.clock.now());
  }

  async design(principal: Principal, designId: string): Promise<DesignDto> {
    const found = await this.findDesign(principal, designId);
    return this.views.design(found.row, found.variants, this.clock.now());
  }

  async list(principal: Principal, query: ListDesignsQueryDto): Promise<Page<DesignDto>> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const after = decodeCursor(query.cursor, ([t, id]) =>
      typeof t === 'string' && typeof id === 'string' && UUID.test(id) && !Number.isNaN(Date.parse(t))
        ? { createdAt: new Date(t), id }
        : null,
    );
    const scope = await this.readScope(principal);
    if (!scope) return { items: [], nextCursor: null };
    const rows = await this.repo.pageDesigns(scope, limit, after);
    const now = this.clock.now();
    return toPage(
      rows,
      limit,
      (r) => this.views.design(r.row, r.variants, now),
      (r) => [r.row.createdAt.toISOString(), r.row.id],
    );
  }

  /** One variant's file: `format` must be one of the variant's; without it, negotiated from `accept`. */
  async variantImage(
    principal: Principal,
    designId: string,
    index: string,
    format: string | undefined,
    accept?: string,
  ): Promise<StoredObject> {
    return this.imageOf(await this.findDesign(principal, designId), index, format, accept);
  }

  /**
   * Shared with the public pages: the stored file of a completed request's variant in `format` (one
   * of its formats), or, with no format, the best of them for `accept` (the first format when the
   * header names none of them).
   */
  async imageOf(
    found: RequestWithVariants,
    index: string,
    format: string | undefined,
    accept?: string,
  ): Promise<StoredObject> {
    if (found.row.status !== 'completed' || !/^\d{1,2}$/.test(index)) throw DesignErrors.notFound();
    const variant = found.variants.find((v) => v.index === Number(index));
    if (!variant) throw DesignErrors.notFound();
    const files = filesOf(variant);
    const file = format === undefined ? negotiateFile(files, accept) : files.find((f) => f.format === format);
    const object = file ? await this.storage.get(file.storageKey) : null;
    if (!object) throw DesignErrors.notFound();
    return object;
  }

  private async findDesign(principal: Principal, designId: string): Promise<RequestWithVariants> {
    const scope = await this.readScope(principal);
    const found = scope && UUID.test(designId) ? await this.repo.findVisibleDesign(scope, designId) : null;
    if (!found) throw DesignErrors.notFound();
    return found;
  }
}

/** What the worker needs, from the validated request: top-level colours and fonts win over settings'. */
export function paramsOf(
  dto: DesignOptions,
  copy: { prompt?: string; pages?: PageBlock[][] },
  kinds: Map<number, 'photo' | 'logo'>,
): DesignRequestParams {
  const s = dto.settings;
  const settings: DesignRequestParams['settings'] = {};
  for (const key of ['theme', 'frameStyle', 'backdropStyle', 'focus', 'imageStyle'] as const)
    if (s?.[key]?.length) settings[key] = s[key];
  if (s?.designModel) settings.designModel = s.designModel;
  return {
    ...copy,
    language: dto.language ?? 'english',
    colors: dto.colors ?? s?.colors ?? [],
    fontGroups: (dto.fontGroups ?? s?.fontGroups ?? []).map((f) => ({ name: f.name, type: f.type })),
    medias: (dto.medias ?? []).map((m, i) => ({
      ...(m.mId !== undefined ? { mId: m.mId } : { url: m.url as string }),
      type: m.type ?? kinds.get(i) ?? 'photo',
      crop: m.imagePreference?.crop ?? true,
      removeBg: m.imagePreference?.removeBg ?? false,
      ...(m.logoStyles ? { logoStyles: m.logoStyles } : {}),
    })),
    brandMode: s?.mode === 'brand',
    settings,
    output: {
      formats: dto.outputFormat ?? ['jpg'],
      scale: dto.scale ?? 1,
      ...(dto.maxFileSizeKb !== undefined ? { maxFileSizeKb: dto.maxFileSizeKb } : {}),
    },
    ...(dto.metadata ? { metadata: copyMetadata(dto.metadata) } : {}),
  };
}

/** The rendered image (layout size x scale) must stay within what one render thread may allocate: else 422 on `scale`. */
export function checkRenderSize(size: { width: number; height: number }, scale: number): void {
  const [w, h] = [size.width * scale, size.height * scale];
  if (w <= MAX_RENDER_SIDE && h <= MAX_RENDER_SIDE && w * h <= MAX_RENDER_PIXELS) return;
  throw DesignErrors.invalid([
    {
      field: 'scale',
      message: `renders ${w}x${h} px; the rendered size is at most ${MAX_RENDER_SIDE} px a side and ${MAX_RENDER_PIXELS / 1e6} megapixels`,
    },
  ]);
}
