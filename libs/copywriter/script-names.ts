// Names in scripts without capital letters (Arabic, Japanese), where findNameRuns sees nothing.
// A name is read from where it stands, never from a list of names: after a kind-of-business word
// ("مطعم بيت الشام", "أكاديمية لسان"), before a business ending ("みどり不動産", "スカイハイ航空"),
// or heading the prompt ("和食処さくら、…"). Places: after a kind-of-place word ("حي النرجس",
// "طريق الملك فهد"), a major town named after a preposition or comma ("في الرياض", "، الرياض"), and
// a route's two ends ("成田発ホノルル往復").

export interface ScriptNames {
  brand?: string;
  places: string[];
}

// Letters, digits, then the vowel marks (as their own alternative: a class may not hold combining marks).
const AR_WORD = '(?:[\\u0621-\\u064a\\u0660-\\u0669\\u0671-\\u06d3]|\\p{Mn})+';

/** Words that say what the business is; the name follows ("مطعم بيت الشام" is the restaurant Beit al-Sham). */
const AR_KINDS = [
  'مطعم',
  'مقهى',
  'كافيه',
  'مخبز',
  'حلويات',
  'بيتزا',
  'برجر',
  'شركة',
  'مؤسسة',
  'أكاديمية',
  'اكاديمية',
  'معهد',
  'مدرسة',
  'مدارس',
  'معسكر',
  'استوديو',
  'ستوديو',
  'صالون',
  'متجر',
  'محل',
  'معرض',
  'مركز',
  'جمعية',
  'مؤسسة',
  'عيادة',
  'عيادات',
  'مستشفى',
  'نادي',
  'برنامج',
  'تطبيق',
  'منصة',
  'منتجع',
  'فندق',
  'بنك',
  'بصريات',
  'حلاق',
  'عقارات',
  'طيران',
  'دار',
  'مجموعة',
  'مكتب',
  'مشروع',
  'أزياء',
  'مختبر',
  'صيدلية',
  'مهرجان',
];
/** Words that end a name: prepositions, conjunctions and the like. */
const AR_STOPS = new Set([
  'في',
  'من',
  'إلى',
  'الى',
  'على',
  'عن',
  'مع',
  'حتى',
  'عبر',
  'بعد',
  'قبل',
  'لدى',
  'عند',
  'أو',
  'او',
  'ثم',
  'كل',
  'هذا',
  'هذه',
  'التي',
  'الذي',
  'خصم',
  'مجانا',
  'مجاناً',
  'مجانية',
  'مجاني',
  'الآن',
  'فقط',
  'يوم',
  'بسعر',
  'السعر',
  'للحجز',
  'احجز',
  'اطلب',
  'تبرع',
  'سجل',
  'اتصل',
]);
/** Third parties: "بدعم من بنك مصر" (supported by) names a sponsor, not the advertiser. */
const AR_SPONSOR_BEFORE = /(?:بدعم\s+من|برعاية|بالتعاون\s+مع|بالشراكة\s+مع)\s*$/u;

/** Words that say what the place is; its name follows ("حي النرجس", "طريق الملك فهد"). */
const AR_PLACE_KINDS = [
  'حي',
  'منطقة',
  'مدينة',
  'شارع',
  'طريق',
  'ميدان',
  'جزيرة',
  'محافظة',
  'ضاحية',
  'حديقة',
  'منتزه',
  'ساحة',
  'كورنيش',
];
/** Kinds that name an occasion: with a season after them they are generic ("مهرجان الصيف", "سوق رمضان"). */
const AR_OCCASION_KINDS = new Set(['مهرجان', 'معرض', 'سوق']);
const AR_SEASONS = new Set([
  'الصيف',
  'الشتاء',
  'الربيع',
  'الخريف',
  'رمضان',
  'العيد',
  'الصيفي',
  'الشتوي',
  'الربيعي',
  'الخريفي',
  'الأعياد',
  'الاعياد',
]);
/** Major towns of the Arabic-speaking world and its travel routes: a bare town needs no kind word. */
const AR_TOWNS = [
  'الرياض',
  'جدة',
  'الدمام',
  'الخبر',
  'مكة',
  'المدينة المنورة',
  'الطائف',
  'أبها',
  'تبوك',
  'العلا',
  'دبي',
  'أبوظبي',
  'أبو ظبي',
  'الشارقة',
  'عجمان',
  'العين',
  'الدوحة',
  'الكويت',
  'المنامة',
  'مسقط',
  'القاهرة',
  'الإسكندرية',
  'الجيزة',
  'شرم الشيخ',
  'الغردقة',
  'عمّان',
  'عمان',
  'بيروت',
  'دمشق',
  'حلب',
  'بغداد',
  'أربيل',
  'الرباط',
  'الدار البيضاء',
  'مراكش',
  'طنجة',
  'تونس',
  'الجزائر',
  'وهران',
  'طرابلس',
  'الخرطوم',
  'إسطنبول',
  'اسطنبول',
  'لندن',
  'باريس',
  'دبي',
  'كوالالمبور',
  'بانكوك',
  'جورجيا',
  'تبليسي',
  'باكو',
  'المالديف',
  'ميلانو',
  'روما',
];

function arabicWords(text: string): Array<{ word: string; start: number; end: number; gapBefore: string }> {
  const out: Array<{ word: string; start: number; end: number; gapBefore: string }> = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(AR_WORD, 'gu'))) {
    out.push({ word: m[0], start: m.index, end: m.index + m[0].length, gapBefore: text.slice(last, m.index) });
    last = m.index + m[0].length;
  }
  return out;
}

const bare = (w: string): string => w.replace(/[\u064b-\u065f\u0670]/g, '');
const hasArticle = (w: string): boolean => /^(?:[وبف]?ال|لل)/u.test(bare(w));

/** The words after a kind word that make up a name: one, or two when they read as one ("بيت الشام", "الشحن السريع"). */
function nameAfter(words: ReturnType<typeof arabicWords>, k: number): number {
  const plain = (i: number) => i < words.length && words[i].gapBefore === ' ' && !AR_STOPS.has(bare(words[i].word));
  if (!plain(k + 1)) return k;
  let end = k + 1;
  const first = words[k + 1].word;
  const second = words[k + 2]?.word;
  // A second word joins with the article ("بيت الشام", "الواحة العقارية") or as a pair of bare words
  // ("باور جيم", "كود ستارت"); never an article-less verb after a defined name ("العود احصل"), nor
  // a word led by the preposition li- ("للبيلاتس", "لطب").
  if (
    plain(k + 2) &&
    second &&
    !/^ل/u.test(bare(second)) &&
    (hasArticle(second) ? true : !hasArticle(first) && !/^[يت]/u.test(bare(second)))
  )
    end = k + 2;
  return end;
}

function arabicNames(text: string): ScriptNames {
  const words = arabicWords(text);
  const places: string[] = [];
  let brand: string | undefined;
  const kinds = new Set(AR_KINDS);
  const placeKinds = new Set(AR_PLACE_KINDS);
  const towns = [...new Set(AR_TOWNS)].sort((a, b) => b.length - a.length);
  for (let i = 0; i < words.length; i++) {
    // A kind word may carry a preposition or conjunction ("بمؤسسة", "وصالون").
    const w = bare(words[i].word);
    const head = kinds.has(w) ? w : /^[وبلف]/u.test(w) && kinds.has(w.slice(1)) ? w.slice(1) : undefined;
    // "مهرجان الصيف" (the summer festival) names a season's occasion, not who holds it.
    const seasonal = head && AR_OCCASION_KINDS.has(head) && AR_SEASONS.has(bare(words[i + 1]?.word ?? ''));
    if (head && !seasonal && !brand && !AR_SPONSOR_BEFORE.test(text.slice(0, words[i].start))) {
      const end = nameAfter(words, i);
      // The attached preposition is no part of the name: "بمؤسسة الإتقان" → "مؤسسة الإتقان".
      if (end > i) brand = text.slice(words[i].start + (head === w ? 0 : 1), words[end].end);
    }
    const placeHead = placeKinds.has(w) ? w : /^[وبف]/u.test(w) && placeKinds.has(w.slice(1)) ? w.slice(1) : undefined;
    if (placeHead && i + 1 < words.length && words[i + 1].gapBefore === ' ' && !AR_STOPS.has(bare(words[i + 1].word))) {
      // A street's name runs on: "طريق الملك فهد", "شارع التحلية".
      let end = i + 1;
      while (
        end + 1 < words.length &&
        end - i < 3 &&
        words[end + 1].gapBefore === ' ' &&
        !AR_STOPS.has(bare(words[end + 1].word)) &&
        !kinds.has(bare(words[end + 1].word)) &&
        /^(?:شارع|طريق|ميدان)$/u.test(placeHead)
      )
        end++;
      places.push(text.slice(words[i].start + (placeHead === w ? 0 : 1), words[end].end));
    }
  }
  for (const town of towns) {
    // After a preposition (attached or not), a comma or a dash, or at the start: "في الرياض", "بالرياض", "، الرياض".
    const re = new RegExp(
      `(?:^|[\\s،,–-])(?:(?:في|من|إلى|الى|الي|نحو)\\s+|[بل](?=ال))?(${town.replace(/ /g, '\\s+')})(?![\\u0621-\\u064a])`,
      'gu',
    );
    for (const m of text.matchAll(re)) {
      const inPlace = places.some((p) => p.includes(m[1]));
      const inBrand = brand?.includes(m[1]);
      if (!inPlace && !inBrand) places.push(m[1]);
    }
  }
  return { ...(brand ? { brand } : {}), places: [...new Set(places)] };
}

/** Endings that say what a Japanese business is: the name runs up to and through them. */
const JA_ENDINGS = [
  '酒造',
  '酒蔵',
  '工房',
  '農園',
  '本舗',
  '商会',
  '美容室',
  '美容院',
  '整骨院',
  '接骨院',
  '治療院',
  '写真館',
  '不動産',
  '航空',
  '損保',
  '銀行',
  '証券',
  '商店',
  '食堂',
  '書店',
  '薬局',
  '歯科',
  'クリニック',
  '病院',
  '医院',
  'スタジオ',
  'サロン',
  'ジム',
  'ホテル',
  '旅館',
  'オンラインショップ',
  'ショップ',
  'ストア',
  'カフェ',
  'ベーカリー',
  '塾',
  'スクール',
  '学院',
  '工務店',
  '動物病院',
  'モータース',
  '鉄道',
  '観光',
  'トラベル',
  '電機',
  '出版',
  '専門店',
  '株式会社',
  '旅館',
];
const JA_NAME_CHARS = '[\\p{Script=Han}\\p{Script=Katakana}ー・ぁ-ゖ&＆]';
// Particles end a name before it ("お問い合わせは|みどり不動産"); の may sit inside one ("ペットの森").
const JA_PARTICLES = /[はがをにでへとやもの]/u;

/** A season or a time of year and an occasion: what happens, never who holds it. */
const JA_SEASONAL_OCCASION =
  /^(?:春|夏|秋|冬|年末|年始|新春|歳末|決算|週末|クリスマス|ハロウィン|お正月|正月|夏休み)(?:の)?(?:祭り?|まつり|フェス(?:ティバル)?|フェア|セール|マルシェ|マーケット|イベント|大会|バザー|コンサート|ライブ|大売り?出し)$/u;

/** Words of what is on offer or happening, never a shop's own name: "体験レッスン", "春キャンペーン", "お知らせ". */
const JA_NOT_OWN_NAME =
  /(?:レッスン|体験|受付|キャンペーン|セール|フェア|イベント|お知らせ|大会|祭|まつり|メニュー|限定|新作|新発売|オープン|開講|募集|予約|割引|無料|半額|オフ|OFF|コース|プラン|教室|スクール|講座|円|％|%)/u;
/** A trade as owners write it before の and their name: "パン屋さんの", "ハウスクリーニングの", "家電の", "歯医者さんの". */
const JA_TRADE_BEFORE_NO =
  /(?:屋|屋さん|医者さん|店|教室|スクール|クリーニング|家電|サロン|病院|クリニック|医院|歯科|整体|整骨院|専門店|工房|カフェ|レストラン|居酒屋|英会話|塾|ショップ|リフォーム|不動産|ジム|ヨガ|ネイル|美容室|美容院|花屋|便利屋|修理|工務店|ペットショップ|トリミング|料理|着付け)$/u;
/** What a shop's own name is written in after its trade: kana, Latin letters, a house's ending ("こむぎ堂", "キラリ便", "Hello"). */
const JA_OWN_NAME =
  /^(?:[\p{Script=Hiragana}\p{Script=Katakana}ー・&＆A-Za-z0-9'’ .-]{2,16}|[^\s、。]{1,10}[堂荘屋亭館庵園舎処苑閣楼便])$/u;

/**
 * The shop's own name after its trade heading the prompt: "着付け教室はなみずき：", "料理教室 さくらキッチン 体験…",
 * "英会話スクールHello：" (the trade and the name, whole), "パン屋さんのこむぎ堂、", "ハウスクリーニングのキラリ便："
 * (the name after の); never the trade alone ("着付け教室" names what it is, not who).
 */
function ownNameAfterTrade(text: string, endings: string): string | undefined {
  const head = /^(?:【[^】]*】\s*)?/u.exec(text)?.[0] ?? '';
  const rest = text.slice(head.length);
  const named = (name: string | undefined): string | undefined =>
    name && JA_OWN_NAME.test(name) && !JA_NOT_OWN_NAME.test(name) && !name.startsWith('の') ? name.trim() : undefined;
  // "パン屋さんのこむぎ堂、"
  const of = /^([^\s、。！!？?：:「」の]{1,12})の([^\s、。！!？?：:（(「」【】]{2,16}?)(?=[、：:\s。！!]|$)/u.exec(
    rest,
  );
  if (of && JA_TRADE_BEFORE_NO.test(of[1])) return named(of[2]);
  // "着付け教室はなみずき：", "料理教室 さくらキッチン 体験…", "英会話スクールHello："
  const kind = new RegExp(
    `^((?:[\\p{Script=Han}\\p{Script=Katakana}ー]|[ぁ-ゖ](?<![はがをにでへとやもの])){0,8}(?:${endings}|教室))[\\s\u3000・]?([^\\s\u3000、。！!？?：:（(「」【】]{2,16}?)(?=[、：:\\s\u3000。！!]|$)`,
    'u',
  ).exec(rest);
  // (read whole, as the shop writes it: "着付け教室はなみずき", "美容室アンジュ", "料理教室 さくらキッチン")
  return kind && named(kind[2]) ? kind[0].trim() : undefined;
}

function japaneseNames(text: string): ScriptNames {
  let brand: string | undefined;
  const endings = [...JA_ENDINGS].sort((a, b) => b.length - a.length).join('|');
  const own = ownNameAfterTrade(text, endings);
  // The kind may come first, the name after a space or a dot: "ドッグサロン ポチ", "ホットヨガスタジオ・ルナ".
  const m = new RegExp(
    `(${JA_NAME_CHARS}{0,12}?)(${endings})(?:([・\\s\\u3000])(${JA_NAME_CHARS}{1,8})(?=[、。\\s！!]|$))?`,
    'u',
  ).exec(text);
  if (m) {
    // Cut the lead at the last particle: "お問い合わせはみどり" → "みどり".
    const lead = [...m[1]];
    let cut = 0;
    lead.forEach((ch, i) => {
      // の is kept between two name characters ("ペットの森", "箱根の温泉旅館").
      const inside =
        ch === 'の' &&
        i > 0 &&
        /[\p{Script=Katakana}\p{Script=Han}]/u.test(lead[i - 1]) &&
        /[\p{Script=Katakana}\p{Script=Han}]/u.test(lead[i + 1] ?? m[2][0]);
      if (JA_PARTICLES.test(ch) && !inside) cut = i + 1;
    });
    // After a space, what follows a name that has its own word ("青空農園 いちご狩り") is what it offers;
    // only a bare kind ("ドッグサロン ポチ") takes it, or a name in katakana, after ・ or ending like a
    // house's name ("手ぬぐい専門店 かまわぬ堂", "温泉旅館 湯の花荘").
    const own = lead.slice(cut).join('');
    const joins =
      m[4] &&
      !/^\d/.test(m[4]) &&
      (own === '' || m[3] === '・' || /^[\p{Script=Katakana}ー]+$|[堂荘屋亭館庵園舎処苑閣楼]$/u.test(m[4]));
    const name = own + m[2] + (joins ? `${m[3]}${m[4]}` : '');
    // A bare kind ("カフェ") names nothing.
    if (name !== m[2]) brand = name;
  }
  // The trade alone ("英会話スクール" before "Hello") is no name where the shop's own follows it.
  if (own && !brand?.includes(own)) brand = own;
  // A name heading the prompt before a comma or a space: "和食処さくら、…", "ピザハウス・ナポリ 毎週…".
  if (!brand) {
    const head = /^(?:【[^】]*】)?([^\s、。！!？?：:（(「」【】\d０-９]{2,20})[、\s]/u.exec(text);
    // A phrase is no name: particles and verb endings ("毎朝焼きたてのパン", "子ども向け") say it is one;
    // nor is a day ("毎週金曜", "火曜日限定", "週末"): analyze.ts reads it as a date.
    if (
      head &&
      !/[。！？のをがはでにへてもや]/u.test(head[1]) &&
      !/曜|毎週|毎日|毎月|週末|平日|限定|本日|今日|明日|今週|今月/u.test(head[1]) &&
      // nor a season's occasion ("夏祭り", "冬セール", "クリスマスマーケット"); a named one stays ("みなと花火大会").
      !JA_SEASONAL_OCCASION.test(head[1])
    )
      brand = head[1];
  }
  const places: string[] = [];
  // A route: "成田発ホノルル往復", "羽田発那覇行き".
  const route =
    /([\p{Script=Han}\p{Script=Katakana}ー]{1,8})発([\p{Script=Han}\p{Script=Katakana}ー]{1,8}?)(?:往復|行き|行|便|線)/u.exec(
      text,
    );
  if (route) places.push(route[1], route[2]);
  // An address: a ward, city or town with what follows it ("世田谷区桜新町").
  // (が or ヶ inside a town's name, "自由が丘", is no particle.)
  const ward =
    /([\p{Script=Han}]{1,4}(?:区|市|町|村)(?:[\p{Script=Han}\p{Script=Katakana}ー]|[がヶケ](?=\p{Script=Han})){0,6})(?=[\s、。]|$)/u.exec(
      text,
    );
  if (ward) places.push(ward[1]);
  return { ...(brand ? { brand } : {}), places };
}

/** What a product is called after, never a business: "新メニュー「桜ラテ」", "限定「いちごパフェ」". */
const JA_PRODUCT_BEFORE =
  /(?:メニュー|商品|新作|限定|味|セット|プラン|コース|ドリンク|フェア|キャンペーン|イベント|ライブ|公演|展|講座|セミナー|ウェビナー|ノートPC|モデル|シリーズ)\s*$/u;

/**
 * Whether a name in 「」 is the advertiser's, by what stands before it: the kind of business or service
 * heading the prompt ("着物レンタル「花かんざし」", "家計簿アプリ「マネーノート」"), not a product's kind.
 */
export function isJapaneseNameQuote(before: string): boolean {
  return /^(?:【[^】]*】)?[^。！!？?、\n「」]{1,24}$/u.test(before) && !JA_PRODUCT_BEFORE.test(before);
}

/** Names and places read by position in Arabic and Japanese (empty for other languages). */
export function scriptNames(text: string, language: string): ScriptNames {
  if (language === 'arabic') return arabicNames(text);
  if (language === 'japanese') return japaneseNames(text);
  return { places: [] };
}
