// What to ask an outside provider for, from a design's prompt (or copy), in English whatever the
// prompt's language: stock APIs search English tags best. The copywriter's reading gives the words:
// the product as written (English prompts), its concept, the trade it names (trade-query.ts), the
// event, else the advertiser's category.
import { analyzePrompt } from '../../../../libs/copywriter';
import { tradeQueryOf } from './trade-query';

/** Concepts that are no photo by themselves, as something a camera can take. */
const CONCEPT_QUERIES: Record<string, string> = {
  software: 'laptop on a desk',
  app: 'person using a smartphone',
  courses: 'students learning',
  classes: 'group class',
  memberships: 'community gathering',
  insurance: 'family at home',
  services: 'professional at work',
  tickets: 'concert crowd',
  menu: 'restaurant table with dishes',
  'pet-food': 'happy dog',
};

const CATEGORY_QUERIES: Record<string, string> = {
  retail: 'shopping',
  fashion: 'fashion model',
  beauty: 'beauty products',
  food: 'food on a table',
  saas: 'laptop on a desk',
  app: 'person using a smartphone',
  event: 'event crowd',
  jobs: 'team at work',
  charity: 'volunteers helping',
  'real-estate': 'modern house',
  fitness: 'fitness workout',
  travel: 'travel destination',
  education: 'students learning',
  b2b: 'business meeting',
  health: 'healthcare',
  home: 'home interior',
  creative: 'creative workshop',
  content: 'person reading on a tablet',
  'local-services': 'craftsman at work',
  finance: 'person paying with a card',
  automotive: 'car on the road',
  pets: 'happy dog',
};

const humanise = (id: string): string => id.replace(/-/g, ' ');

export interface ImageSubject {
  /** A few English words a stock search understands ("summer sandals"). */
  search: string;
  /** What a generation model is asked for: the subject, with the prompt as context (any language). */
  generate: string;
}

/**
 * The subject of a design's picture, or undefined when the text names nothing a photo could show.
 * `language` is the design's: the product's own words are searched only when it and the prompt are
 * English (a short prompt in another language can read as English).
 */
export function imageSubjectOf(text: string, language = 'english'): ImageSubject | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  const a = analyzePrompt(clean);
  const concept = a.productConcept;
  const product = a.product?.trim();
  const asWritten =
    a.promptLanguage === 'english' &&
    language === 'english' &&
    product &&
    !a.productIsName &&
    product.split(' ').length <= 4 &&
    product.length <= 40 &&
    /^[a-z][a-z '-]*$/i.test(product);
  // The trade the prompt names (a hair salon, a locksmith) says more than an abstract concept
  // ("services"), an event or the category ("beauty products"); a product named says more than it.
  const trade = tradeQueryOf(clean, a.promptLanguage);
  let subject: string | undefined;
  if (concept && CONCEPT_QUERIES[concept]) subject = trade ?? CONCEPT_QUERIES[concept];
  else if (asWritten) subject = product.toLowerCase();
  else if (concept) subject = humanise(concept);
  else if (trade) subject = trade;
  else if (a.event) subject = humanise(a.event);
  else subject = CATEGORY_QUERIES[a.category];
  if (!subject) return undefined;
  if (a.season && !subject.includes(a.season)) subject = `${a.season} ${subject}`;
  return { search: subject, generate: `${subject}; the advertisement says: "${clean.slice(0, 300)}"` };
}
