// The client's own copy as one page: the prompt's sentences, whole, laid out as headline, subtitle,
// bullets and body ("Kids climbing camp at The Boulder Shed" / "Ages 7–12, 28–31 July, 9:00–15:00 daily" /
// "£160 for the 4 days, £140 for siblings." / "Harness and shoes included."). A blind review found the
// thing advertised, its conditions and its facts spread over four variants, none of which a marketer
// would post; an owner's own sentences keep every fact in its role and never splice two clauses.
// Only for a prompt written in the language asked for (its words are not translated).
import { namesSomething } from './lead-topic';
import type { Block, BlockType } from './types';

export interface ClientCopyLayout {
  /** Whether a text fits a block of the format (a type the format lacks fits nothing). */
  fits: (type: BlockType, text: string) => boolean;
  maxBlocks: number;
  maxBullets: number;
  /** The language's colon (French "\u00a0:"). */
  colon: string;
}

/** Who advertises, and the third parties, venues and towns that are context, never a headline's lead. */
export interface ClientCopyNames {
  brand?: string;
  context: readonly string[];
  /** A contact the button will carry: a sentence that only gives it is left to the button. */
  buttonContact?: string;
}

// A sentence ends at a stop that is not an initial or a short abbreviation ("G. Rodari", "St. Mark's"),
// before a word that is not lower-case ("14.–18.10. täglich 9–13 Uhr" is one sentence) and not after a
// German day before its month ("Sonntag, 9. November").
const SENTENCE =
  /(?<!\b(?:\p{Lu}|St|Dr|Mr|Mrs|Ms|Nr|No|Prof|Sr|Sra|Sig|Hr|Fr|Mme|Mlle|Av|Co|Inc|Ltd|ca|incl|inkl|bzw|tel|Tel)|\b\d{1,2}(?=\.\s+(?:Jan|Feb|M[äa]r|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)))([.!?])\s+(?!\p{Ll})|([。！？\n])\s*/u;
// A name heading the prompt before a colon or a spaced dash ("Fahrschule Kranich: …").
const LEAD = /^(.{2,60}?)\s*(?:[:：]|\s[–—-])\s+/u;

function capFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function tidy(text: string): string {
  return text
    .replace(/^[\s,;:–—،、-]+/u, '')
    .replace(/[\s,;:–—،、-]+$/u, '')
    .trim();
}

/** The prompt's sentences, each with its stop ("Harness and shoes included."). */
export function sentencesOf(copy: string): string[] {
  const out: string[] = [];
  let rest = copy.trim();
  while (rest) {
    const m = SENTENCE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    const end = m.index + (m[1] ?? m[2] ?? '').length;
    out.push(rest.slice(0, end).trim());
    rest = rest.slice(m.index + m[0].length);
  }
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * The page's blocks before its button, or undefined when the format has no room for a subtitle or a body
 * or the copy does not fit it. `topic` is what the prompt advertises (lead-topic.ts); `names` the advertiser,
 * the names that are context and the contact the button carries.
 */
export function clientCopyBlocks(
  copy: string,
  topic: string | undefined,
  names: ClientCopyNames,
  layout: ClientCopyLayout,
): Block[] | undefined {
  const { brand, context, buttonContact } = names;
  // "Call 555-0142 to order." is the button's; "Book a review for £45 before 15 January." stays
  const onlyContact = (sentence: string): boolean =>
    !!buttonContact && sentence.includes(buttonContact) && !/\d/u.test(sentence.split(buttonContact).join(' '));
  const sentences = sentencesOf(copy).filter((s, i) => i === 0 || !onlyContact(s));
  if (sentences.length < 2 && !topic) return undefined;
  const { fits } = layout;
  if (!fits('subtitle', 'x') && !fits('body', 'x')) return undefined;
  const [first, ...others] = sentences;
  // "Fahrschule Kranich: Theorie-Intensivkurs …": the name heads the headline if it fits, else it goes
  const lead = LEAD.exec(first);
  let title: string | undefined;
  let after = '';
  // "Reminder from Hale & Cross: self-assessment deadline is 31 January 2025." heads with what follows the name
  // (only a lead that says nothing but the name: "Schaatsles voor volwassenen op …:" is what is on offer)
  const headless = lead && !namesSomething(lead[1], brand) ? first.slice(lead[0].length) : first;
  const whole = capFirst(tidy(headless.replace(/[.!。！]$/u, '')));
  if (fits('title', whole)) title = whole;
  else if (topic && first.includes(topic)) {
    const named = lead && brand && lead[1].includes(brand) && !context.some((c) => c && lead[1].includes(c));
    const head = named && lead ? `${lead[1]}${layout.colon} ${topic}` : topic;
    title = capFirst(fits('title', head) ? head : topic);
    after = tidy(first.slice(first.indexOf(topic) + topic.length));
    // what follows must stand alone: "a 120 € con 10 foto" does; "con lo chef Marco Ferri, venerdì …"
    // belongs to the headline up to its comma ("Serata di degustazione con lo chef Marco Ferri")
    if (/^\p{Ll}+\s+(?![\d$€£¥])/u.test(after)) {
      const clause = /^[^,;:،、–—]+/u.exec(after)?.[0].trim() ?? after;
      const longer = `${title} ${clause}`;
      if (!fits('title', longer) || context.some((c) => c && clause.includes(c))) return undefined;
      title = longer;
      after = tidy(after.slice(after.indexOf(clause) + clause.length));
    }
  } else return undefined;
  if (!fits('title', title)) return undefined;
  const lines = [...(after ? [capFirst(after)] : []), ...others.map(tidy).filter(Boolean)];
  const blocks: Block[] = [{ type: 'title', value: title }];
  const room = (): number => layout.maxBlocks - 1 - blocks.length;
  const queue = [...lines];
  if (queue.length && room() > 0 && fits('subtitle', queue[0]))
    blocks.push({ type: 'subtitle', value: queue.shift() as string });
  const bullets: string[] = [];
  while (queue.length && bullets.length < layout.maxBullets && fits('bulletlist', queue[0]))
    bullets.push(queue.shift() as string);
  // a list of one reads as a stray line: it joins the body
  if (bullets.length >= 2 && room() > 0) blocks.push({ type: 'bulletlist', value: bullets });
  else queue.unshift(...bullets);
  if (queue.length && room() > 0) {
    let body = '';
    for (const line of queue) {
      const next = body ? `${body} ${/[.!?。！？]$/u.test(body) ? '' : '· '}${line}`.replace(/\s+/gu, ' ') : line;
      if (!fits('body', next)) break;
      body = next;
    }
    if (body) blocks.push({ type: 'body', value: body });
  }
  // the advertiser is named once: before the subtitle when it has room ("Fahrschule Kranich · 14.–18.10., …")
  const says = (b: Block): boolean => (b.type === 'bulletlist' ? b.value.join(' ') : b.value).includes(brand ?? '');
  if (brand && !blocks.some(says)) {
    const sub = blocks.findIndex((b) => b.type === 'subtitle');
    const named = sub >= 0 ? `${brand} · ${String(blocks[sub].value)}` : brand;
    if (sub >= 0 && fits('subtitle', named)) blocks[sub] = { type: 'subtitle', value: named };
    else if (sub < 0 && room() > 0 && fits('subtitle', named)) blocks.splice(1, 0, { type: 'subtitle', value: named });
  }
  return blocks.length >= 2 ? blocks : undefined;
}
