// The facts the design engine's furniture is drawn from (libs/design-engine/furniture): store badges
// for an app download, the prompt's contacts, an event's date, time and venue, the offer in sticker
// form, read once per request from the prompt by the copywriter and worded in the design's language.
// Nothing is added that the prompt does not say: a badge names a store only when the prompt does.
import { analyzePrompt, type DateRef, type Offer, type PromptAnalysis } from '../../../../libs/copywriter';
import { isWhatsAppNumber } from '../../../../libs/copywriter/channels';
import { PHRASE_BANKS } from '../../../../libs/copywriter/languages';
import type { PhraseBank } from '../../../../libs/copywriter/languages/phrase-bank';
import { formatDate, formatMoney, formatOffer, formatTimes, rangeDays } from '../../../../libs/copywriter/render-facts';
import type { LanguageId } from '../../../../libs/design-engine/catalog/languages';
import type { FurnitureFacts, StoreId } from '../../../../libs/design-engine/furniture/types';

const APP_WORDS =
  /\bapps?\b|iphone|ipad|\bios\b|android|app\s?store|google\s?play|play\s?store|アプリ|تطبيق|aplicaci[oó]n|applica(?:tion|zione)|aplicativo/iu;
const STORES: [StoreId, RegExp][] = [
  ['app-store', /iphone|ipad|\bios\b|app\s?store/iu],
  ['google-play', /android|google\s?play|play\s?store/iu],
];

/** "2 for 1" as a sticker says it (the banks' bogo wording is a sentence). */
const BOGO: Record<LanguageId, string> = {
  english: '2 for 1',
  spanish: '2x1',
  french: '2 pour 1',
  german: '2 für 1',
  italian: '2x1',
  portuguese: 'Leve 2, pague 1',
  dutch: '1+1 gratis',
  arabic: '1+1 مجانًا',
  japanese: '1+1無料',
};

const FREE_KINDS = new Set<Offer['kind']>([
  'free-download',
  'free-entry',
  'free-class',
  'free-consultation',
  'free-quote',
  'free-registration',
]);

function percentSticker(n: number, language: LanguageId): string {
  if (language === 'japanese') return `${n}%OFF`;
  return language === 'french' ? `-${n}\u00a0%` : `-${n}%`;
}

/** The longest discount sticker that still reads as a sticker ("-30% whitening"). */
const STICKER_MAX = 16;
const DISCOUNT_KINDS = new Set<Offer['kind']>(['percent-off', 'half-price', 'amount-off']);
/** Languages that put a noun phrase's head last ("teeth whitening", "Zahnaufhellung"). */
const HEAD_LAST = new Set<LanguageId>(['english', 'german', 'dutch', 'japanese']);
const LEADING_LINKS =
  /^(?:(?:on|for|off|auf|für|sur|pour|en|sul|sulla|sui|su|na|no|em|op|bij|voor|a|al|de|del|della|des|du|le|la|les|el|los|las|il|i|o|os|as|het|de|die|der|das|the|your|votre|tu|tuo|seu|uw)\s+)+/iu;

/**
 * A discount's sticker says what it is off only where the copy does: "-30%" beside "Bright Smile
 * Dental: 30% off" reads as 30% off everything. So a discount on something named (`buys`) keeps
 * its bare sticker where every page names it, says it on the sticker where it fits ("-30% whitening"),
 * and otherwise has no sticker.
 */
function discountSticker(bare: string, o: Offer, language: LanguageId, pages?: string[]): string | undefined {
  if (!o.buys || !pages?.length) return bare;
  const words = o.buys.text.replace(LEADING_LINKS, '').trim();
  const folded = (t: string): string => t.toLocaleLowerCase(language === 'german' ? 'de' : undefined);
  if (pages.every((p) => folded(p).includes(folded(words)))) return bare;
  const parts = words.split(/\s+/u);
  const head = HEAD_LAST.has(language) ? parts[parts.length - 1] : parts[0];
  for (const said of [words, head]) {
    const text = `${bare} ${said}`;
    if (said && [...text].length <= STICKER_MAX) return text;
  }
  return undefined;
}

/** What a price sticker says the price is for: what it buys, else its item ("2 € Pfand", "590 € inkl. Flug"). */
function priceObject(o: Extract<Offer, { kind: 'price' }>): Offer['buys'] {
  return o.buys ?? (o.item ? { text: o.item } : undefined);
}

/** A free thing as a sticker says it ("Free entry", "Gratis Beratung"), when it fits on one. */
function freeSticker(o: Offer, bank: PhraseBank, language: LanguageId): string | undefined {
  const text = formatOffer(o, bank, language);
  const said = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return [...said].length <= STICKER_MAX ? said : undefined;
}

function stickerOf(
  offers: Offer[],
  bank: PhraseBank,
  language: LanguageId,
  pages?: string[],
): FurnitureFacts['sticker'] {
  for (const o of offers) {
    // The nth item at half price ("the third bottle half price", "il secondo cono a metà prezzo") is no
    // 50 % off everything: the copy says it in the prompt's words, the sticker never as "-50%".
    if (o.kind === 'half-price' && o.nth) continue;
    if (DISCOUNT_KINDS.has(o.kind) && !(o.kind === 'percent-off' && o.upTo)) {
      const bare =
        o.kind === 'percent-off'
          ? percentSticker(o.percent, language)
          : o.kind === 'half-price'
            ? percentSticker(50, language)
            : o.kind === 'amount-off'
              ? `-${formatMoney(o.money, bank)}`
              : '';
      const text = discountSticker(bare, o, language, pages);
      // Said nowhere and too long to say on it: no sticker rather than a number without its object.
      if (!text) return undefined;
      return { kind: o.kind === 'amount-off' ? 'amount' : 'percent', text };
    }
    if (o.kind === 'bogo') return { kind: 'multi', text: BOGO[language] };
    if (o.kind === 'multi-buy') return { kind: 'multi', text: formatOffer(o, bank) };
    if (o.kind === 'price' && (o.sale || o.from)) {
      // A price says what it is for ("ab 590 €" of a week on Mallorca, not of anything): a sticker
      // without its object, where a design does not name it, is a bare price ("19 €" for what?).
      const object = priceObject(o);
      if (!object) continue;
      const text = discountSticker(
        formatOffer({ ...o, buys: undefined, item: undefined }, bank),
        { ...o, buys: object },
        language,
        pages,
      );
      if (text) return { kind: 'price', text };
      continue;
    }
    // "Free" alone beside "First month for £1" reads as a free first month: the sticker names the free thing.
    if (FREE_KINDS.has(o.kind)) {
      const text = freeSticker(o, bank, language);
      if (text) return { kind: 'free', text };
    }
  }
  return undefined;
}

/** "at The Blue Room": a capitalised name after "at" that the copywriter kept as a name. */
function venueOf(prompt: string, a: PromptAnalysis): string | undefined {
  if (a.location) return a.location;
  const m = /\b(?:at|@)\s+((?:[Tt]he\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*){0,3})/u.exec(prompt);
  const name = m?.[1].trim();
  return name && a.names.some((n) => name.includes(n) || n.includes(name)) ? name : undefined;
}

/** The longest run of days a date tile shows ("12–14 JUNE"); longer is a period the copy states. */
const MAX_TILE_DAYS = 7;

function tileDate(a: PromptAnalysis): Extract<DateRef, { kind: 'date' }> | undefined {
  return a.dateDetails.find(
    (r): r is Extract<DateRef, { kind: 'date' }> =>
      r.kind === 'date' &&
      r.relation === 'on' &&
      // Three days apart ("sabato 6, 13 e 20 dicembre") fit no tile: "13 & 20" lost the 6th.
      !(r.dayList && /\d\.?\s*,\s*(?:\p{L}+\.?\s+)?\d/u.test(r.text)) &&
      (r.endMonth === undefined || r.endMonth === r.month) &&
      rangeDays(r) <= MAX_TILE_DAYS,
  );
}

function eventOf(prompt: string, a: PromptAnalysis, bank: PhraseBank): FurnitureFacts['event'] {
  // A range into another month ("28. Juli – 8. August") is a period the copy states, no day for a tile:
  // the tile printed "28–8 JULI".
  // So is a run of more than a week ("Ausstellung vom 1. bis 31. Juli"): a ticket's tile is a day or a weekend's few.
  const ref = tileDate(a);
  if (!ref) return undefined;
  return {
    // Two days named are two, not a run: "6 & 7", "14・15" (never "6–13" for the 6th and the 13th).
    day: ref.endDay
      ? `${ref.day}${ref.dayList ? (bank.id === 'japanese' ? '・' : ' & ') : '–'}${ref.endDay}`
      : String(ref.day),
    month: bank.months[ref.month - 1],
    weekday: ref.weekday !== undefined && !ref.endDay ? bank.weekdays[ref.weekday] : undefined,
    time: ref.time ? formatTimes(ref, bank) : undefined,
    venue: venueOf(prompt, a),
  };
}

/**
 * `analysis`: the copywriter's reading of this same prompt when the caller has it (the render brief), so
 * it is not read twice. `pages`: the text of each design's copy, when known: a discount sticker then
 * shows only where the copy (or the sticker) says what the discount is off.
 */
export function furnitureFor(
  prompt: string | undefined,
  language: string,
  analysis?: PromptAnalysis,
  pages?: string[],
): FurnitureFacts | undefined {
  if (!prompt?.trim()) return undefined;
  const a = analysis ?? analyzePrompt(prompt);
  const lang = (language in PHRASE_BANKS ? language : 'english') as LanguageId;
  const bank = PHRASE_BANKS[lang];
  const facts: FurnitureFacts = {};
  const wantsApp =
    a.category === 'app' || ((a.action === 'download' || a.action === 'install') && APP_WORDS.test(prompt));
  if (wantsApp) facts.app = { stores: STORES.filter(([, re]) => re.test(prompt)).map(([s]) => s) };
  // a number given for WhatsApp ("Agende pelo WhatsApp (21) 99876-5432") is a chat, not a call: its chip says so
  if (a.contacts.length)
    facts.contacts = a.contacts.map((c) =>
      c.kind === 'phone' && isWhatsAppNumber(prompt, c.text)
        ? { kind: c.kind, text: c.text, whatsapp: true }
        : { kind: c.kind, text: c.text },
    );
  const event = eventOf(prompt, a, bank);
  if (event) {
    facts.event = event;
    const ref = tileDate(a) as DateRef;
    facts.covers = [formatDate(ref, bank, 'when'), formatDate(ref, bank)];
  }
  const sticker = stickerOf(a.offerDetails, bank, lang, pages);
  if (sticker) facts.sticker = sticker;
  // A maker or author ("a course by Anna Lee") is named by the copy itself, not as the advertiser.
  if (a.brand && !a.brandIsCreator) facts.advertiser = a.brand;
  return Object.keys(facts).length ? facts : undefined;
}
