// The scorecard's label sets (documented in test/fixtures/copy-prompts/README.md) and the ONE table
// that maps whatever the copywriter's analysis reports onto them.
//
// When the analysis gains a field whose values are already these labels (an `action` or a
// category in this vocabulary), `toCategoryLabel`/`toActionLabel` pass them through unchanged;
// only the copywriter's older vocabulary goes through the table.

export const CATEGORY_LABELS = [
  'restaurant',
  'saas',
  'b2b-content',
  'real-estate',
  'charity',
  'fitness',
  'education',
  'fashion',
  'beauty',
  'event',
  'local-service',
  'travel',
  'app',
  'finance',
  'automotive',
  'health',
  'pets',
  'retail',
  'jobs',
] as const;
export type CategoryLabel = (typeof CATEGORY_LABELS)[number];

export const ACTION_LABELS = [
  'shop',
  'order',
  'book',
  'call',
  'donate',
  'download',
  'register',
  'rsvp',
  'start-trial',
  'apply',
  'visit',
  'subscribe',
  'get-quote',
  'learn-more',
  'buy-tickets',
  'contact',
] as const;
export type ActionLabel = (typeof ACTION_LABELS)[number];

export const FACT_ROLES = [
  'price',
  'sale-price',
  'saving',
  'threshold',
  'donation',
  'percent-off',
  'bogo',
  'free-item',
  'apr',
  'duration',
  'date',
  'time',
  'phone',
  'url',
  'email',
  'code',
  'name',
  'place',
  'spec',
] as const;
export type FactRole = (typeof FACT_ROLES)[number];

/**
 * The copywriter's vocabulary (libs/copywriter `Category` and `CtaIntent`, as of issue 14) onto the
 * scorecard's labels. A value missing here, or mapped to null, never counts as a match.
 */
export const LEGACY_TO_LABEL: {
  category: Record<string, CategoryLabel | null>;
  action: Record<string, ActionLabel | null>;
} = {
  category: {
    retail: 'retail',
    fashion: 'fashion',
    beauty: 'beauty',
    food: 'restaurant',
    saas: 'saas',
    app: 'app',
    event: 'event',
    jobs: 'jobs',
    charity: 'charity',
    'real-estate': 'real-estate',
    fitness: 'fitness',
    travel: 'travel',
    education: 'education',
    b2b: 'b2b-content',
    health: 'health',
    home: 'retail',
    // The copywriter splits finer than the scorecard: trades and home services, arts and crafts
    // classes (lessons, so education) and content to download (business content).
    'local-services': 'local-service',
    creative: 'education',
    content: 'b2b-content',
    finance: 'finance',
    automotive: 'automotive',
    pets: 'pets',
    general: null,
    // Likely spellings of a newer classifier, so switching to it needs no code.
    cafe: 'restaurant',
    nonprofit: 'charity',
    ecommerce: 'retail',
    'e-commerce': 'retail',
    'home-services': 'local-service',
    trades: 'local-service',
    fintech: 'finance',
    auto: 'automotive',
    pet: 'pets',
    healthcare: 'health',
    dental: 'health',
    hospitality: 'travel',
    events: 'event',
  },
  action: {
    shop: 'shop',
    buy: 'shop',
    order: 'order',
    book: 'book',
    reserve: 'book',
    signup: 'register',
    register: 'register',
    enroll: 'register',
    download: 'download',
    install: 'download',
    learn: 'learn-more',
    discover: 'learn-more',
    contact: 'contact',
    call: 'call',
    apply: 'apply',
    donate: 'donate',
    join: 'subscribe',
    subscribe: 'subscribe',
    start: 'start-trial',
    try: 'start-trial',
    visit: 'visit',
    tickets: 'buy-tickets',
    quote: 'get-quote',
    'sign-up': 'register',
    enrol: 'register',
    trial: 'start-trial',
    purchase: 'shop',
    'get-tickets': 'buy-tickets',
  },
};

const isCategoryLabel = (v: string): v is CategoryLabel => (CATEGORY_LABELS as readonly string[]).includes(v);
const isActionLabel = (v: string): v is ActionLabel => (ACTION_LABELS as readonly string[]).includes(v);

/** "Start_Trial" and "start trial" read as "start-trial". */
const tidy = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

export function toCategoryLabel(value: string | undefined): CategoryLabel | null {
  if (!value) return null;
  const v = tidy(value);
  if (isCategoryLabel(v)) return v;
  return LEGACY_TO_LABEL.category[v] ?? null;
}

export function toActionLabel(value: string | undefined): ActionLabel | null {
  if (!value) return null;
  const v = tidy(value);
  if (isActionLabel(v)) return v;
  return LEGACY_TO_LABEL.action[v] ?? null;
}

/**
 * The classification an answer carries, whichever fields the analysis has: an explicit `action`
 * first (added by the intent work), else the older `ctaIntent`; `categoryLabel` before `category`.
 */
export function readClassification(analysis: unknown): {
  category: CategoryLabel | null;
  action: ActionLabel | null;
  brand?: string;
} {
  const a = (analysis ?? {}) as Record<string, unknown>;
  // A field may be a plain string or an object carrying it ({ id } or { label }).
  const str = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object')
      return str((v as Record<string, unknown>).id) ?? str((v as Record<string, unknown>).label);
    return undefined;
  };
  return {
    category: toCategoryLabel(str(a.categoryLabel) ?? str(a.category)),
    action: toActionLabel(str(a.action) ?? str(a.ctaIntent)),
    brand: str(a.brand),
  };
}
