// The advertiser's name in an Arabic prompt. Arabic has no capital letters, so the capitalised-run
// reader finds nothing there; a name is told by where it stands instead:
//   - after a kind of business: "مطعم بيت الشام يقدّم …", "صالون لمسة: …", "شركة الواحة العقارية على …"
//     (the name is the kind and the one or two words after it, as Arabic writes it: "مطعم بيت الشام");
//   - at the head of the prompt before a colon or dash: "حلويات السلطان: خصم 20% …", "بيتزا روما: …",
//     when that head is short and is neither an offer nor an event ("عرض نظافة:", "حملة كسوة الشتاء:").
import type { Span } from './matching';

/** Kinds of business that a name follows. */
const BUSINESS_KINDS = [
  'مطعم',
  'مقهى',
  'كافيه',
  'كافيتريا',
  'مخبز',
  'مخبزة',
  'حلويات',
  'صالون',
  'متجر',
  'محل',
  'محلات',
  'معرض',
  'نادي',
  'استوديو',
  'ستوديو',
  'عيادة',
  'عيادات',
  'مركز',
  'مستشفى',
  'صيدلية',
  'شركة',
  'مؤسسة',
  'جمعية',
  'أكاديمية',
  'اكاديمية',
  'معهد',
  'مدرسة',
  'مدارس',
  'معسكر',
  'منتجع',
  'فندق',
  'بنك',
  'مصرف',
  'تطبيق',
  'برنامج',
  'منصة',
  'مكتب',
  'وكالة',
  'مشروع',
  'مجمع',
  'سوق',
  'بصريات',
  'أزياء',
  'طيران',
  'عقارات',
  'مكتبة',
  'مغسلة',
  'ورشة',
];
/**
 * Goods a shop is named by ("عطور الريم", Al Reem Perfumes): a name only where a shop is meant, at the
 * prompt's head or after "at" ("عروض العيد في عطور الريم"), and before a word with the article; "خصم على
 * عطور فرنسية" is a discount on perfumes.
 */
const GOODS_KINDS = ['عطور', 'مجوهرات', 'ورود', 'زهور', 'أثاث', 'نظارات', 'ساعات', 'هدايا'];
const AT_SHOP = new Set(['في', 'لدى', 'عند', 'من']);

/** Words that end a name: prepositions, conjunctions, and words naming what is offered or when. */
const STOP = new Set([
  'في',
  'على',
  'من',
  'إلى',
  'الى',
  'مع',
  'عبر',
  'عن',
  'حتى',
  'بين',
  'او',
  'أو',
  'و',
  'كل',
  'هذا',
  'هذه',
  'الآن',
  'اليوم',
  'الان',
  'يقدم',
  'يقدّم',
  'تقدم',
  'تقدّم',
  'يوفر',
  'يوفّر',
  'توفر',
  'يفتح',
  'تفتح',
  'تبحث',
  'يبحث',
  'يعلن',
  'تعلن',
  'يدعوكم',
  'تدعوكم',
  'خصم',
  'عرض',
  'عروض',
  'مجانا',
  'مجاناً',
  'مجاني',
  'مجانية',
  'جديد',
  'جديدة',
  'افتتاح',
  'تخفيضات',
  'طوال',
  'لمدة',
  'بمناسبة',
  'بدون',
  'بـ',
  'فقط',
  'لفترة',
  'قبل',
  'بعد',
  'خلال',
  // calls to action
  'احصل',
  'احصلي',
  'اطلب',
  'اطلبي',
  'احجز',
  'احجزي',
  'تسوق',
  'تسوّق',
  'زوروا',
  'زورونا',
  'اتصل',
  'اتصلوا',
  'جرب',
  'جرّب',
  'سجل',
  'سجّل',
  'تبرع',
  'تبرّع',
  'انضم',
  'حمّل',
  'حمل',
]);
/** Heads that name an offer, a campaign or an event, never the advertiser. */
const NOT_A_NAME_HEAD =
  /^(?:عرض|عروض|خصم|تخفيضات|حملة|ندوة|ورشة|دورة|افتتاح|حفل|مهرجان|إفطار|سحور|الجمعة|نحن|احجز|اطلب|تسوق|حمّل|حمل|تبرع|تبرّع|سجل|سجّل|جرب|جرّب|رحلات|تذاكر|وظائف|مطلوب)/u;

// Arabic letters and marks (not the Arabic comma or question mark, which end a name).
const WORD = /(?:(?=\p{L})\p{Script=Arabic}|\p{M})+/gu;
/** A kind of business may carry a clitic: "بمؤسسة" (with the firm), "لمطعم", "ومطعم". */
const CLITIC = /^[بلوف](?=.{3})/u;

/**
 * The name and its span in `text`, or undefined; `core` is the name without the kind of business
 * before it ("بيت الشام" of "مطعم بيت الشام"): the kind still tells the category. `taken` says which
 * spans other readers own (mentions, offers).
 */
export function findArabicBrand(
  text: string,
  taken: (span: Span) => boolean,
): { text: string; span: Span; core: string } | undefined {
  const words = [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  // After a kind of business: the kind and up to two words, stopped by punctuation, digits and stop words.
  for (let i = 0; i < words.length; i++) {
    const bare = words[i].text.replace(CLITIC, '');
    const goodsShop =
      GOODS_KINDS.includes(words[i].text) &&
      (i === 0 || AT_SHOP.has(words[i - 1].text)) &&
      /^ال/u.test(words[i + 1]?.text ?? '');
    if (!goodsShop && !BUSINESS_KINDS.includes(words[i].text) && !BUSINESS_KINDS.includes(bare)) continue;
    const from = goodsShop || BUSINESS_KINDS.includes(words[i].text) ? words[i].start : words[i].start + 1;
    let end = i;
    for (let j = i + 1; j <= i + 2 && j < words.length; j++) {
      const gap = text.slice(words[j - 1].end, words[j].start);
      // "للبيلاتس", "لطب": "for …" starts what the business does, not its name.
      if (!/^\s+$/.test(gap) || STOP.has(words[j].text) || /^لل|^ل(?=ط|ل)/u.test(words[j].text)) break;
      end = j;
    }
    if (end === i) continue;
    const span = { start: from, end: words[end].end };
    if (taken(span)) continue;
    return { text: text.slice(span.start, span.end), span, core: text.slice(words[i + 1].start, span.end) };
  }
  // A short head before a colon or dash.
  const head =
    /^\s*((?:(?=\p{L})\p{Script=Arabic}|\p{M})+(?:\s+(?:(?=\p{L})\p{Script=Arabic}|\p{M})+){0,2})\s*(?::|–|—|-\s)/u.exec(
      text,
    );
  if (head && !NOT_A_NAME_HEAD.test(head[1]) && !head[1].split(/\s+/).some((w) => STOP.has(w))) {
    const start = text.indexOf(head[1]);
    const span = { start, end: start + head[1].length };
    if (!taken(span)) return { text: head[1], span, core: head[1] };
  }
  return undefined;
}
