// The design request's state machine and the pure pieces around it: which transition is allowed,
// the timings a caller sees, the render seed, the design's headline and the stored warnings.
// No Nest, no TypeORM, no clock: `now` is passed in.
import type { OutputFormat } from '../../../../libs/design-engine/catalog/output-formats';

export type RequestStatus = 'queued' | 'processing' | 'completed' | 'failed';
/** Every status, once (the record makes the compiler ask for a new one here). */
const EVERY_STATUS: Record<RequestStatus, true> = { queued: true, processing: true, completed: true, failed: true };
export const REQUEST_STATUSES = Object.keys(EVERY_STATUS) as readonly RequestStatus[];
/** A new request's status: the one it is inserted with. */
export const INITIAL_STATUS: RequestStatus = 'queued';

export type TextBlock = { type: 'title' | 'subtitle' | 'offer' | 'cta' | 'body'; value: string };
export type PageBlock = TextBlock | { type: 'bulletlist'; value: string[] };

export interface MediaParam {
  mId?: string;
  url?: string;
  type: 'photo' | 'logo';
  crop: boolean;
  removeBg: boolean;
  logoStyles?: ('direct' | 'outline')[];
}

export interface DesignSettingsParam {
  theme?: string[];
  frameStyle?: string[];
  backdropStyle?: string[];
  focus?: string[];
  imageStyle?: string[];
  designModel?: string;
}

/** What the worker needs from a validated request, stored with it (ids and values, no secrets). */
export interface DesignRequestParams {
  prompt?: string;
  /** documentJson: variant i uses page i mod pages. */
  pages?: PageBlock[][];
  language: string;
  colors: string[];
  fontGroups: { name: string; type: 'heading' | 'subHeading' | 'body' }[];
  medias: MediaParam[];
  brandMode: boolean;
  settings: DesignSettingsParam;
  /** Output formats (the first is the row's `format`), pixel density and byte budget; absent on older rows: the row's format at scale 1. */
  output?: OutputParam;
  /** A design set (SPEC 6.5): every format, in order; variant row f x numVariants + i is look i in format f. */
  set?: SetFormatParam[];
  /**
   * Where the picture comes from when the request brings no photo (issue 15.3), resolved when it was
   * accepted; absent on older rows: the built-in imagery.
   */
  imageSource?: 'builtin' | 'stock' | 'generated';
  /** Credits of the generated image inside `cost`, refunded when the design falls back to the built-in imagery. */
  imageCredits?: number;
  /** The caller's own strings, echoed back (not used by the worker). */
  metadata?: Record<string, string>;
}

export interface SetFormatParam {
  type: string;
  subtype: string;
  width: number;
  height: number;
}

export interface OutputParam {
  formats: OutputFormat[];
  scale: number;
  maxFileSizeKb?: number;
}

/** A worker may (re)start a request that is queued, or processing (a retried or taken-over job). */
export const canStart = (status: RequestStatus): boolean => status === 'queued' || status === 'processing';
/** Only a started request completes; a request that is already finished never changes again. */
export const canComplete = (status: RequestStatus): boolean => status === 'processing';
export const canFail = (status: RequestStatus): boolean => status === 'queued' || status === 'processing';
export const isFinished = (status: RequestStatus): boolean => status === 'completed' || status === 'failed';
/** Queued or being rendered: what counts against the in-flight limits and what the reconciler watches. */
export const isInFlight = (status: RequestStatus): boolean => !isFinished(status);

/** The statuses a rule allows: what the lifecycle's SQL conditions are built from (`status IN (...)`). */
export const statusesWhere = (rule: (status: RequestStatus) => boolean): RequestStatus[] =>
  REQUEST_STATUSES.filter(rule);
export const IN_FLIGHT: readonly RequestStatus[] = statusesWhere(isInFlight);

export interface Timings {
  /** Start minus enqueue, ms; while queued, the wait so far. */
  queueWaitTime: number;
  /** Finish (or now) minus start, ms; null until a worker starts it. */
  processingTime: number | null;
}

export function timings(
  row: { enqueuedAt: Date; startedAt: Date | null; finishedAt: Date | null },
  now: Date,
): Timings {
  const started = row.startedAt?.getTime();
  const queueEnd = started ?? row.finishedAt?.getTime() ?? now.getTime();
  return {
    queueWaitTime: Math.max(0, queueEnd - row.enqueuedAt.getTime()),
    processingTime: started === undefined ? null : Math.max(0, (row.finishedAt?.getTime() ?? now.getTime()) - started),
  };
}

/** One seed per request, from its id: a retried job renders the very same images. */
export function seedOf(requestId: string): number {
  const hex = requestId.replace(/-/g, '').slice(0, 8);
  const n = Number.parseInt(hex, 16);
  return Number.isFinite(n) ? n >>> 0 : 0;
}

const MAX_TITLE = 300;

/** The design's headline: the first page's title, else its first text, else the prompt's start. */
export function headlineOf(pages: PageBlock[][], prompt: string | undefined): string {
  const first = pages[0] ?? [];
  const title = first.find(
    (b): b is TextBlock => b.type === 'title' && typeof b.value === 'string' && b.value.trim() !== '',
  );
  const text =
    title ??
    first.find((b): b is TextBlock => b.type !== 'bulletlist' && typeof b.value === 'string' && b.value.trim() !== '');
  const chosen = text?.value ?? prompt ?? 'Design';
  const clean = chosen.replace(/\s+/g, ' ').trim() || 'Design';
  return clean.length > MAX_TITLE ? `${clean.slice(0, MAX_TITLE - 1)}…` : clean;
}

const MAX_WARNINGS = 50;
const MAX_WARNING_LENGTH = 300;

/** Distinct warnings, each bounded, at most 50: what request-status reports. */
export function normaliseWarnings(warnings: string[]): string[] {
  const out: string[] = [];
  for (const w of warnings) {
    const text = w.length > MAX_WARNING_LENGTH ? `${w.slice(0, MAX_WARNING_LENGTH - 1)}…` : w;
    if (!out.includes(text)) out.push(text);
    if (out.length >= MAX_WARNINGS) break;
  }
  return out;
}

/** The request's output: its stored choice, or (rows made before formats and scale existed) its one format at scale 1. */
export function outputOf(row: { format: OutputFormat; params: DesignRequestParams }): OutputParam {
  return row.params.output ?? { formats: [row.format], scale: 1 };
}
