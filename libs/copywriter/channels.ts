// The ways to reach the advertiser that the prompt itself gives, so that the copy promises no other:
// "Order online" on a pizzeria whose prompt says "call 555-0142 to order", "ネットで注文" when the
// prompt gives only a phone, "Get the app" with no app, are channels the advertiser may not have.
//   - `channelTags`: bank tags for the channels the prompt names (a web address or "online" →
//     `online`; an app → `app`; a phone → `phone`; an e-mail → `email`; WhatsApp, a DM, "link in
//     bio" → `message`; "walk-ins welcome" → `walk-in`). A bank line naming a channel carries its tag
//     ("online|Order online"), so it is written only when the prompt gives that channel.
//   - `channelCta`: when the prompt's way to act is a phone, WhatsApp, an e-mail, a DM or the link in
//     its bio, the call to action says so in the copy's language ("Call 555-0142", "Anrufen: 030 …",
//     "お電話：03-…", "Link in bio") instead of a bare verb.
import { findAddresses } from './addresses';
import { FACT_WORDING } from './fact-wording';
import { PHRASE_BANKS } from './languages';
import { errandByPhone } from './phone-errand';
import { addressesFamiliarly, isFormalTrade } from './register';
import { parseTemplate } from './templates';
import { fold } from './text';
import type { LanguageId, PromptAnalysis } from './types';

export type Channel = 'online' | 'app' | 'phone' | 'email' | 'message' | 'walk-in';

/** Every channel, each also a phrase-bank tag. */
export const CHANNELS: readonly Channel[] = ['online', 'app', 'phone', 'email', 'message', 'walk-in'];

/** Words of the nine languages naming each channel; matched on the folded prompt and on the prompt as written (Japanese and Arabic). */
const CHANNEL_WORDS: Record<Channel, readonly RegExp[]> = {
  online: [
    /\b(?:online|on-line|website|web ?site|webshop|web shop|e-?shop|our site|the site|on the web|internet|link in (?:our |the )?bio|www\.|webinar\w*|webinaire\w*|livestream|live ?stream|virtual|virtuel\w*|virtuale|zoom)/u,
    /\b(?:im netz|onlineshop|online-shop|auf unserer seite|en ligne|sur (?:le|notre) site|sur internet|en linea|en la web|(?:en|por) internet|(?:nuestra|la) (?:web|pagina)|in rete|sul (?:nostro )?sito|na internet|no (?:nosso )?site|pelo site|op (?:onze )?site|via (?:onze )?site|webwinkel)\b/u,
    /オンライン|ネット(?!ワーク)|ウェブ|サイト|通販|ホームページ|ウェビナー|配信/u,
    /أونلاين|اونلاين|عبر الإنترنت|الإنترنت|موقعنا|الموقع الإلكتروني|متجرنا الإلكتروني/u,
  ],
  app: [
    /\b(?:apps?|app store|google play|play store|appli|applis|aplicativo|aplicacion movil|nuestra app|onze app|unsere app|la nostra app)\b/u,
    /アプリ|تطبيق/u,
  ],
  phone: [
    /\b(?:call us|give us a call|by phone|phone|telephone|hotline|anrufen|ruf uns an|telefonisch|telefon|appelez|par telephone|llamanos|llamenos|por telefono|chiamaci|chiamate|per telefono|ligue|por telefone|bel ons|telefonisch|telefoon)\b/u,
    /電話|☎|اتصل|اتصلوا|هاتف/u,
  ],
  email: [/\b(?:e-?mail|mail us|mailen|courriel|correo|posta elettronica)\b/u, /メール|البريد الإلكتروني|إيميل/u],
  message: [
    /\b(?:whats ?app|dms?|direct message|message us|text us|send us a message|link in (?:our |the )?bio|link in der bio|lien en bio|link (?:en|na) (?:la )?bio)\b/u,
    /LINE(?:で|から|予約|公式)|ＬＩＮＥ|واتساب|واتس اب|رسالة خاصة|الخاص/u,
  ],
  'walk-in': [
    /\b(?:walk-?ins?|drop by|drop in|stop by|pop in|come by|come in|in store|in-store|no appointment|ohne termin|sans rendez-vous|sin cita|senza appuntamento|sem marcacao|zonder afspraak|binnenlopen|vorbeikommen|passez nous voir|pasate|passa a trovarci|venha nos visitar|kom langs)\b/u,
    /予約不要|ご来店|店頭|بدون موعد|زورونا/u,
  ],
};

/** Who is asked to write rather than call: a DM, WhatsApp or "link in bio" decides the button over a phone. */
const LINK_IN_BIO = /\blink (?:in|en|na) (?:our |the |la |der )?bio\b|プロフィールのリンク|الرابط في (?:البايو|البيو)/u;
const DIRECT_MESSAGE = /\b(?:dms?|direct message|message us)\b|DMで|ＤＭ|رسالة خاصة|راسلونا على الخاص/u;
const WHATSAPP = /\bwhats ?app\b|واتساب|واتس اب/u;

/** Actions done by reaching the advertiser (ordering, booking, asking), where a bare phone or e-mail is the button. */
const DIRECT_ACTIONS = new Set<PromptAnalysis['action']>([
  'order',
  'reserve',
  'book',
  'call',
  'contact',
  'quote',
  'rsvp',
  'enroll',
  'register',
  'buy',
  'learn',
]);

function says(prompt: string, folded: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((re) => re.test(folded) || re.test(prompt));
}

/** The channels a prompt gives: its contacts, and the words that name a channel. */
export function promptChannels(prompt: string, analysis: PromptAnalysis): Set<Channel> {
  const folded = fold(prompt);
  const found = new Set<Channel>();
  for (const c of analysis.contacts) found.add(c.kind === 'url' ? 'online' : c.kind === 'phone' ? 'phone' : 'email');
  // An app is an online channel too ("order in the app"); the app category is about an app.
  if (analysis.category === 'app') found.add('app');
  for (const channel of CHANNELS)
    if (!found.has(channel) && says(prompt, folded, CHANNEL_WORDS[channel])) found.add(channel);
  if (found.has('app')) found.add('online');
  return found;
}

/** Bank tags for the channels the prompt gives (`online|Order online` is written only when it says online). */
export function channelTags(prompt: string, analysis: PromptAnalysis): Channel[] {
  return [...promptChannels(prompt, analysis)];
}

/** Buttons for the channels that have no fact line of their own, in each language. */
interface MessageCtas {
  dm: string;
  bio: string;
  whatsapp: string;
  /** When the number does not fit the button. */
  whatsappShort: string;
  /** When the address does not fit the button. */
  emailShort: string;
  /** A phone in few letters, when "Call {phone}" in full does not fit ("Tél. 01 23 45 67 89"). */
  phoneShort: string;
  /** Walk-ins welcome at the prompt's street address: "Visit us at 48 King St". */
  visitAt: string;
}

const MESSAGE_CTAS: Record<LanguageId, MessageCtas> = {
  english: {
    dm: 'Send us a DM',
    bio: 'Link in bio',
    whatsapp: 'WhatsApp {phone}',
    whatsappShort: 'WhatsApp us',
    emailShort: 'Email us',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Visit us at {address}',
  },
  german: {
    dm: 'Schreib uns per DM',
    bio: 'Link in der Bio',
    whatsapp: 'WhatsApp: {phone}',
    whatsappShort: 'Per WhatsApp',
    emailShort: 'Schreib uns',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Besuch uns: {address}',
  },
  french: {
    dm: 'Écrivez-nous en DM',
    bio: 'Lien en bio',
    whatsapp: 'WhatsApp : {phone}',
    whatsappShort: 'Par WhatsApp',
    emailShort: 'Écrivez-nous',
    phoneShort: 'Tél. {phone}',
    visitAt: 'Venez au {address}',
  },
  spanish: {
    dm: 'Escríbenos por DM',
    bio: 'Link en la bio',
    whatsapp: 'WhatsApp: {phone}',
    whatsappShort: 'Por WhatsApp',
    emailShort: 'Escríbenos',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Visítanos en {address}',
  },
  italian: {
    dm: 'Scrivici in DM',
    bio: 'Link in bio',
    whatsapp: 'WhatsApp: {phone}',
    whatsappShort: 'Su WhatsApp',
    emailShort: 'Scrivici',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Vieni in {address}',
  },
  portuguese: {
    dm: 'Manda uma DM',
    bio: 'Link na bio',
    whatsapp: 'WhatsApp: {phone}',
    whatsappShort: 'Pelo WhatsApp',
    emailShort: 'Envie um e-mail',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Visite-nos: {address}',
  },
  dutch: {
    dm: 'Stuur ons een DM',
    bio: 'Link in bio',
    whatsapp: 'WhatsApp: {phone}',
    whatsappShort: 'Via WhatsApp',
    emailShort: 'Mail ons',
    phoneShort: 'Tel. {phone}',
    visitAt: 'Kom langs: {address}',
  },
  japanese: {
    dm: 'DMでご連絡を',
    bio: 'プロフィールのリンクから',
    whatsapp: 'WhatsApp：{phone}',
    whatsappShort: 'WhatsAppで連絡',
    emailShort: 'メールで連絡',
    phoneShort: 'TEL {phone}',
    visitAt: 'お越しは{address}へ',
  },
  arabic: {
    dm: 'راسلونا على الخاص',
    bio: 'الرابط في البايو',
    whatsapp: 'واتساب: {phone}',
    whatsappShort: 'راسلنا واتساب',
    emailShort: 'راسلنا',
    phoneShort: 'هاتف: {phone}',
    visitAt: 'زورونا في {address}',
  },
};

/** The same buttons for a client spoken to politely ("Kommen Sie vorbei": never "Besuch uns"), where they differ. */
const POLITE_MESSAGE_CTAS: Partial<Record<LanguageId, Partial<MessageCtas>>> = {
  german: { dm: 'Schreiben Sie uns per DM', emailShort: 'Schreiben Sie uns', visitAt: 'Besuchen Sie uns: {address}' },
};

/** Whether `part` stands in `text` as whole words (not the start of a longer word). */
function wholeWordsIn(text: string, part: string): boolean {
  const at = text.indexOf(part);
  return at >= 0 && !/^\p{L}/u.test(text.slice(at + part.length));
}

/** "WhatsApp" just before a number ("Agende pelo WhatsApp (21) 99876-5432", "WhatsApp: +971 …"): the number is for messages, not calls. */
export function isWhatsAppNumber(prompt: string, phone: string): boolean {
  const at = prompt.indexOf(phone);
  if (at < 0) return false;
  const before = prompt.slice(Math.max(0, at - 30), at);
  return WHATSAPP.test(fold(before)) || WHATSAPP.test(before);
}

/** How a phone number is written as a fact line: "Call {phone}", or "WhatsApp: {phone}" for a WhatsApp number (never "Ligue" to a number given for WhatsApp). */
export function phoneLine(language: LanguageId, prompt: string, phone: string): string {
  return (isWhatsAppNumber(prompt, phone) ? MESSAGE_CTAS[language].whatsapp : FACT_WORDING[language].call).replace(
    '{phone}',
    phone,
  );
}

/**
 * The calls to action that name the prompt's own channel, best first (a shorter one for a format the
 * number does not fit), or none when the prompt's way to act is online or unsaid: the bank's verbs
 * then stay channel-neutral, or say online when the prompt does. A phone, WhatsApp or e-mail is the
 * button only when the prompt gives no web address or app beside it, or ties its errand to the phone.
 */
export interface ChannelCta {
  text: string;
  /** The prompt's number, address or e-mail the button carries, verbatim (a page says it once). */
  shows?: string;
}

export function channelCtas(language: LanguageId, prompt: string, analysis: PromptAnalysis): ChannelCta[] {
  const channels = promptChannels(prompt, analysis);
  const folded = fold(prompt);
  const wording = FACT_WORDING[language];
  // A serious trade, or a prompt that says "Sie" or "vous", is answered in its register (register.ts).
  const formal = isFormalTrade(analysis.category, prompt, language);
  const messages = { ...MESSAGE_CTAS[language], ...(formal ? POLITE_MESSAGE_CTAS[language] : {}) };
  const phone = analysis.contacts.find((c) => c.kind === 'phone')?.text;
  const email = analysis.contacts.find((c) => c.kind === 'email')?.text;
  const verbs = (intent: 'call' | 'visit'): ChannelCta[] =>
    PHRASE_BANKS[language].ctas[intent]
      .map(parseTemplate)
      .filter((t) => !t.tags.length && !(formal && addressesFamiliarly(t.text, language)))
      .map((t) => ({ text: t.text }));
  if (LINK_IN_BIO.test(folded) || LINK_IN_BIO.test(prompt)) return [{ text: messages.bio }];
  if (phone && (WHATSAPP.test(folded) || WHATSAPP.test(prompt)))
    return [{ text: messages.whatsapp.replace('{phone}', phone), shows: phone }, { text: messages.whatsappShort }];
  if (!phone && !email && (DIRECT_MESSAGE.test(folded) || DIRECT_MESSAGE.test(prompt))) return [{ text: messages.dm }];
  // Walk-ins welcome, or come by, with the street the prompt gives and no phone or web address to use
  // instead: the button is the visit ("Visit us at 48 King St"), never "Book now" for "ohne Termin".
  // (A job applied for in store is still applied for: "Apply now", not "Visit us".)
  const walkIn = (channels.has('walk-in') && DIRECT_ACTIONS.has(analysis.action)) || analysis.action === 'visit';
  if (walkIn && !phone && !email && !channels.has('online') && analysis.category !== 'real-estate') {
    // (An address read out of a longer word, "80 St" of "80 Stände", is none.)
    const address = findAddresses(prompt, analysis.promptLanguage).find((a) => wholeWordsIn(prompt, a.text))?.text;
    if (address) return [{ text: messages.visitAt.replace('{address}', address), shows: address }, ...verbs('visit')];
    if (channels.has('walk-in')) return verbs('visit');
  }
  // A bare phone or e-mail is the button only for an errand run through it (ordering, booking,
  // asking); a trial, a download, tickets, a job or a gift keep the bank's own verb, the number
  // beside it as a fact. (A quoted call to action comes before all of these: ctaVerbatim.)
  // A web address beside the phone leaves the button to the bank's verbs, unless the prompt ties its
  // errand to the phone ("www.roma.de, bestellen Sie telefonisch", "call 555-0142 to book").
  const urls = analysis.contacts.filter((c) => c.kind === 'url').map((c) => c.text);
  const byPhone = phone !== undefined && errandByPhone(prompt, phone, urls);
  if ((channels.has('online') && !byPhone) || !DIRECT_ACTIONS.has(analysis.action)) return [];
  // The bare number before a bare verb: a strip's button holds "01 23 45 67 89", not "Tél. 01 23 45 67 89".
  if (phone)
    return [
      { text: wording.call.replace('{phone}', phone), shows: phone },
      { text: messages.phoneShort.replace('{phone}', phone), shows: phone },
      { text: phone, shows: phone },
      ...verbs('call'),
    ];
  if (email) return [{ text: wording.email.replace('{email}', email), shows: email }, { text: messages.emailShort }];
  return [];
}

/**
 * Words of an answer (a model's, in any of the nine languages) that name each channel. Narrower than
 * the prompt's words above: a model's "call" or "site" in another sense must not send it back.
 */
const ANSWER_CHANNEL_WORDS: Partial<Record<Channel, RegExp>> = {
  online:
    /\b(?:online|website|web ?shop|en ligne|en linea|sito web|sul nostro sito|sur notre site|no nosso site|op onze website|auf unserer website)\b|オンライン|ネットで|ウェブサイト|أونلاين|عبر الإنترنت|موقعنا الإلكتروني/iu,
  app: /\b(?:apps?|app store|google play|appli|aplicativo)\b|アプリ|تطبيق/iu,
  message:
    /\b(?:dms?|whats ?app|link in (?:the )?bio|link in der bio|lien en bio|link en la bio|link na bio)\b|واتساب/iu,
  email: /\b(?:e-?mail|courriel|correo electronico)\b|メール|البريد الإلكتروني/iu,
  phone:
    /\b(?:call us|call now|call today|phone us|anrufen|ruf uns an|appelez|llamanos|llama ya|chiamaci|chiama ora|ligue|bel ons|bel nu)\b|電話|اتصل/iu,
};

/** The channel words of `text` (a model's answer) that the prompt gives no channel for: "Order online" for "call 555-0142 to order". */
export function inventedChannels(prompt: string, analysis: PromptAnalysis, text: string): string[] {
  const given = promptChannels(prompt, analysis);
  const folded = fold(text);
  const found: string[] = [];
  for (const channel of CHANNELS) {
    const re = ANSWER_CHANNEL_WORDS[channel];
    if (!re || given.has(channel)) continue;
    // A phone is also given by WhatsApp's number; an app is an online channel, not the other way round.
    if (channel === 'phone' && given.has('message') && analysis.contacts.some((c) => c.kind === 'phone')) continue;
    const m = re.exec(folded) ?? re.exec(text);
    if (m) found.push(m[0]);
  }
  return found;
}
