// The gate a language model's answer passes before it is used: does it keep the prompt's facts
// (offers, prices, dates, codes, names, phone numbers, web addresses) and invent no number?
//
// Numbers and names are compared here, language-agnostically; the roles of amounts (a saving, a
// minimum spend or a donation written as "only $X") come from `checkFacts`, the copywriter's own
// fact check, whose `misused` list joins `invented`. Its `missing` is not used: it looks for the
// bank's wording of a fact, and a model words facts its own way.
//
// Language-agnostic on purpose: the answer may be in any of nine languages while the prompt is in
// another, so facts are compared by their numbers and verbatim names, never by their words. Facts
// without a number or a name ("free shipping", "until Sunday") are not checked here.
import { analyzePrompt } from './analyze';
import { inventedChannels } from './channels';
import { checkFacts } from './fact-check';
import { PHRASE_BANKS } from './languages';
import { formatDate, formatOffer } from './render-facts';
import { fold } from './text';
import type { CopyRequest, DateRef, Offer, Page } from './types';

export interface FactVerdict {
  /** Facts of the prompt the answer leaves out, described for a person (and for the repair prompt). */
  missing: string[];
  /** Numbers of the answer that neither the prompt nor the brand kit gives, as the answer writes them. */
  invented: string[];
  /** Channel words of the answer the prompt gives no channel for ("online", "app", "DM"; channels.ts). */
  channels?: string[];
}

export function judgeAnswer(request: Pick<CopyRequest, 'prompt' | 'language' | 'persona'>, pages: Page[]): FactVerdict {
  const analysis = analyzePrompt(request.prompt);
  const answerText = pages
    .flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join('\n');
  const answerNumbers = numbersIn(answerText, true);
  const answerFolded = fold(answerText);
  const answerDigits = answerText.split('\n').map(digitsOnly);

  const missing: string[] = [];
  for (const offer of analysis.offerDetails) {
    if (offer.kind === 'code') {
      if (!answerFolded.includes(fold(offer.code))) missing.push(`the promo code "${offer.code}"`);
    } else if (!offerNumbers(offer).every((n) => answerNumbers.has(n))) missing.push(`the offer "${offer.text}"`);
  }
  for (const date of analysis.dateDetails) {
    if (!dateNumbers(date).every((alternatives) => alternatives.some((n) => answerNumbers.has(n))))
      missing.push(`the date "${date.text}"`);
  }
  for (const name of analysis.names) {
    if (!answerFolded.includes(fold(name)) && !missing.some((m) => m.includes(`"${name}"`)))
      missing.push(`the name "${name}"`);
  }
  // A price written with spaces ("12 500 000 €") looks like a phone number; the analysis knows better.
  const prices = new Set(analysis.offerDetails.flatMap(offerNumbers));
  const { urls, emails, phones } = contactsIn(request.prompt, prices);
  for (const url of urls) if (!answerFolded.includes(fold(bareUrl(url)))) missing.push(`the web address "${url}"`);
  for (const email of emails) if (!answerFolded.includes(fold(email))) missing.push(`the e-mail address "${email}"`);
  for (const phone of phones)
    if (!answerDigits.some((d) => d.includes(digitsOnly(phone)))) missing.push(`the phone number "${phone}"`);

  const allowed = allowedNumbers(request, analysis.offerDetails, analysis.dateDetails);
  const invented = [
    ...new Set(
      numberTokens(answerText)
        .filter((t) => !t.minutes && !allowed.has(t.value))
        .map((t) => t.text),
    ),
  ];
  const misused = checkFacts(request.prompt, pages, { language: request.language }).misused;
  const channels = inventedChannels(request.prompt, analysis, answerText);
  return { missing, invented: [...invented, ...misused], ...(channels.length ? { channels } : {}) };
}

// ---------------------------------------------------------------- numbers

const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966, 0xff10]; // Arabic-Indic, Persian, Devanagari, full-width

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19]/g, (c) => {
    const code = c.charCodeAt(0);
    const base = DIGIT_BLOCKS.find((b) => code >= b && code <= b + 9) ?? code;
    return String(code - base);
  });
}

function digitsOnly(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

interface NumberToken {
  /** As written ("19,99"). */
  text: string;
  /** Digits only, without leading zeros or a zero fraction ("19,99" → "1999", "25.00" → "25"). */
  value: string;
  /** Minutes of a time ("19:00"): the hour carries the fact. */
  minutes: boolean;
}

// Group and decimal separators of the nine languages: "1,299.00", "1.299,00", "350 000", "1'299".
const NUMBER = /\d+(?:[.,'\u00a0\u202f\u2009]\d+)*/g;

function normalise(token: string): string {
  return token
    .replace(/[.,]0{1,2}$/, '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
}

function numberTokens(text: string): NumberToken[] {
  const ascii = asciiDigits(text);
  return [...ascii.matchAll(NUMBER)].map((m) => ({
    text: m[0],
    value: normalise(m[0]),
    minutes: m.index > 0 && ascii[m.index - 1] === ':' && /^\d\d$/.test(m[0]),
  }));
}

/** Every number of the text, whole ("19.99" → "1999") and, with `runs`, each digit run too ("19", "99"). */
function numbersIn(text: string, runs: boolean): Set<string> {
  const out = new Set<string>();
  for (const t of numberTokens(text)) {
    out.add(t.value);
    if (runs) for (const r of t.text.match(/\d+/g) ?? []) out.add(normalise(r));
  }
  return out;
}

function moneyNumber(amount: number, decimals: number): string {
  return normalise(amount.toFixed(decimals > 0 && !Number.isInteger(amount) ? 2 : 0));
}

function offerNumbers(offer: Offer): string[] {
  switch (offer.kind) {
    case 'percent-off':
      return [normalise(String(offer.percent))];
    case 'amount-off':
      return [moneyNumber(offer.money.amount, offer.money.decimals)];
    case 'price':
      // A range owes both its ends ("29–49 €").
      return [offer.money, ...(offer.to ? [offer.to] : [])].map((m) => moneyNumber(m.amount, m.decimals));
    case 'free-trial':
      return offer.days ? [String(offer.days)] : [];
    case 'code':
      return [];
    default:
      return 'minimum' in offer && offer.minimum ? [moneyNumber(offer.minimum.amount, offer.minimum.decimals)] : [];
  }
}

/** Per number of the date, the ways the answer may write it (7pm is "7" in English, "19" in German). */
function dateNumbers(date: DateRef): string[][] {
  const out: string[][] = [];
  if (date.kind === 'date') out.push([String(date.endDay ?? date.day)]);
  if (date.kind === 'duration') out.push([String(date.amount)]);
  if (date.time) out.push([String(date.time.hour), String(date.time.hour % 12 || 12)]);
  return out;
}

/**
 * Numbers the answer may use: those of the prompt and of the brand kit, and those of the facts in the
 * target language's wording (the model is asked to use it: "19,99 $", "19 Uhr").
 */
function allowedNumbers(
  request: Pick<CopyRequest, 'prompt' | 'language' | 'persona'>,
  offers: Offer[],
  dates: DateRef[],
): Set<string> {
  const persona = request.persona;
  const sources = [request.prompt, persona?.brandName ?? '', persona?.brandDescription ?? '', persona?.industry ?? ''];
  const bank = PHRASE_BANKS[request.language];
  if (bank) {
    for (const o of offers) sources.push(formatOffer(o, bank));
    for (const d of dates) sources.push(formatDate(d, bank, 'until'), formatDate(d, bank, 'when'));
  }
  const out = numbersIn(sources.join('\n'), true);
  for (const d of dates) for (const alternatives of dateNumbers(d)) for (const n of alternatives) out.add(n);
  return out;
}

// ---------------------------------------------------------------- contacts

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const URL = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s"'<>)]*)?/gi;
// 7+ digits in groups, optionally with a country code. Dates ("2026-07-12", "12.07.2026") are not phone numbers.
const PHONE = /(?<![\d+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,8}){1,4}(?!\d)/g;
const DATE_LIKE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;

function contactsIn(prompt: string, prices: Set<string>): { urls: string[]; emails: string[]; phones: string[] } {
  const emails = [...new Set(prompt.match(EMAIL) ?? [])];
  const rest = emails.reduce((text, e) => text.split(e).join(' '), prompt);
  const urls = [...new Set((rest.match(URL) ?? []).map((u) => u.replace(/[.,;:!?]+$/, '')))].filter(
    (u) => /[a-z]{2,}$/i.test(u.split('/')[0]) && !/^\d/.test(u),
  );
  const phones = [...new Set((rest.match(PHONE) ?? []).map((p) => p.trim()))].filter(
    (p) => digitsOnly(p).length >= 7 && !DATE_LIKE.test(p) && !prices.has(normalise(p)),
  );
  return { urls, emails, phones };
}

/** "https://www.stride.com/" and "stride.com" are the same address to a reader. */
function bareUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}
