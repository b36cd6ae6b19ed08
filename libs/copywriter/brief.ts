// Many prompts are a brief to a designer, not copy: "Create an Instagram post for my bakery's weekend
// sale", "Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien",
// "美容院の新規オープンの告知バナーを作ってください". The request itself ("Create an Instagram post
// for") is no headline, no body and no product; what it is about ("announcing the launch of
// Ledgerly", "anunciar la apertura") is an event; a tone ("fun, playful tone", "ton sérieux") is the
// mood and an audience ("Zielgruppe junge Familien", "target audience: students") the audience. This
// reads those out of the prompt so that what is left is read as the advertiser's own words.
import { isDesignNote, isRefusal, withoutDesignNotes } from './design-notes';
import { lookMood } from './look-words';
import { lookOfNotes, withAccents, withNeutrals, withoutHedgedColours, type Ground } from './look-palettes';
import { coloursOfNotes } from './note-colours';
import { AUDIENCE_WORDS } from './lexicon';
import { findKeywords } from './matching';
import { fold } from './text';
import type { AudienceId, Mood } from './types';

export interface BriefReading {
  /** The prompt without the request to the designer and its directives: what is read as copy. */
  copy: string;
  /** The tone the brief asks for ("fun, playful tone" → playful). */
  mood?: Mood;
  /** The audience a directive names ("Zielgruppe junge Familien" → "junge Familien"), verbatim. */
  audience?: string;
  audienceId?: AudienceId;
  /** The brief announces a launch ("announcing the launch of Ledgerly", "le lancement de Fleurio"). */
  launch?: boolean;
  /** The brief announces an opening ("la apertura de nuestra cafetería"). */
  opening?: boolean;
  /**
   * Colours the prompt's notes on the look ask for ("yellow and black", "#00B3A4"), hex, in the order
   * written; else the palette of a temperature or mood they ask for ("colores cálidos", "gedeckte Farben").
   */
  colors?: string[];
  /** The ground the notes ask the variants to keep to ("minimal, veel wit" → white, "فاخر" → dark). */
  ground?: Ground;
  /** The copy starts where a request "for" something ended ("Twitter header for Northwind Legal, …"). */
  framed?: boolean;
}

const PLATFORM = String.raw`(?:instagram|insta|ig|facebook|fb|linkedin|tiktok|youtube|pinterest|twitter|x|whatsapp|threads|snapchat|google|social[\s-]media|social|redes\s+sociales|r[ée]seaux\s+sociaux|sociale\s+media|social\s+network)`;
// A platform's own slot: "Facebook cover for", "YouTube channel art", "couverture Facebook", "Facebook-Titelbild",
// "portada de Facebook", "capa do Facebook". Bound to its platform it names no product and no place (a bare
// "cover" or "header" may be one), so it may head a prompt without a verb.
const SOCIAL_SLOT_EN = String.raw`(?:cover(?:\s+(?:photo|image|picture|art))?|header(?:\s+(?:image|photo))?|(?:profile\s+|page\s+|channel\s+)?banner|channel\s+(?:art|banner)|pin|thumbnail)`;
const SOCIAL_SLOT_BEFORE = String.raw`(?:(?:photo|image)\s+de\s+couverture|couverture|banni[èe]re|en-t[êe]te|(?:foto|imagen)\s+de\s+portada|portada|encabezado|cabecera|miniatura|miniature|(?:immagine|foto)\s+di\s+copertina|copertina|intestazione|foto\s+de\s+capa|capa|cabe[çc]alho|omslagfoto|omslag|banner|header|pin)`;
const SOCIAL_SLOT = String.raw`(?:${PLATFORM}[\s-]+(?:profile\s+|page\s+|channel\s+)?${SOCIAL_SLOT_EN}|${PLATFORM}-?(?:titelbild|kopfbild|profilbanner|kanalbild|omslagfoto|coverfoto|banner|header|cover)|${SOCIAL_SLOT_BEFORE}\s+(?:(?:de|du|di|do|da|del|per|para|pour|voor|van)\s+)?(?:(?:la|el|il|o|a|het|de|ma|mi|mia|minha|mijn|notre|nuestra|nostra|nossa|onze)\s+|l['’]\s*)?(?:(?:page|p[áa]gina|pagina|canal|cha[îi]ne|canale|kanaal)\s+(?:de\s+|du\s+|di\s+|do\s+|da\s+)?)?${PLATFORM})`;
// Words for what the designer is asked to make, in the nine languages (singular and plural).
const MEDIUM = String.raw`${SOCIAL_SLOT}|(?:${PLATFORM}[\s-]+)?(?:(?:web|display|digital|print|promo(?:tional)?|marketing|advertising|square|vertical|horizontal|short|simple|catchy|eye-catching|new|small|quick)\s+)*(?:ad(?:vert(?:isement)?)?s?|banners?|posts?|stor(?:y|ies)|flyers?|posters?|announcements?|graphics?|visuals?|campaigns?|creatives?|designs?|promos?|reels?|carousels?|leaflets?|brochures?|billboards?|headers?|covers?|ad\s+copy|copy|(?:[\p{L}-]*-)?(?:anzeigen?|werbung|werbeanzeigen?|werbebanner|werbeplakate?|beitr[äa]ge?|beitrag|plakate?|ank[üu]ndigung(?:en)?|grafik(?:en)?|kampagne)|publicit[ée]s?|pubs?|annonces?|banni[èe]res?|affiches?|publications?|visuels?|prospectus|campagnes?|encarts?|anuncios?|publicaci[oó]n(?:es)?|cartel(?:es)?|afiches?|folletos?|historias?|publicidad(?:es)?|campa[ñn]as?|dise[ñn]os?|gr[áa]ficos?|volantes?|pubblicit[àa]|annunci[oi]?|volantini?|volantino|manifest[oi]|locandin[ae]|storie|storia|inserzion[ei]|inserzione|campagn[ae]|grafic[ah]e?|an[úu]ncios?|publica[çc](?:[ãa]o|[õo]es)|cartaz(?:es)?|panfletos?|propagandas?|campanhas?|artes?|advertenties?|advertentie|berichten|bericht|aankondiging(?:en)?|reclames?|campagnes?|ontwerpen?|folders?)`;
const ARTICLE = String.raw`(?:an?|the|some|one|two|three|\d+|me\s+an?|us\s+an?|ein(?:e[nmr]?)?|mir\s+ein(?:e[nmr]?)?|uns\s+ein(?:e[nmr]?)?|une?|des|moi\s+une?|nous\s+une?|un[oa]?|un['’]|unos|unas|me\s+un[oa]?|uma?|me\s+uma?|een|de|het|la|le|el|il|lo|l['’]|o|a)`;
const VERB = String.raw`(?:(?:please|can\s+you|could\s+you|bitte|s['’]il\s+(?:te|vous)\s+pla[iî]t|por\s+favor|per\s+favore|alsjeblieft|graag)\s+)?(?:create|make|design|write|generate|build|produce|draft|prepare|give\s+me|i\s+need|we\s+need|need|i\s+want|we\s+want|erstelle|erstellt|erstellen\s+sie|mach|mache|macht|gestalte|gestalten\s+sie|entwirf|entwerfen\s+sie|schreib|schreibe|generiere|ich\s+brauche|wir\s+brauchen|cr[ée]e|cr[ée]ez|cr[ée]er|fais|faites|con[çc]ois|concevez|r[ée]alise|r[ée]alisez|r[ée]dige|r[ée]digez|g[ée]n[èeé]re|g[ée]n[ée]rez|pr[ée]pare|pr[ée]parez|j['’]ai\s+besoin\s+d['’]|il\s+me\s+faut|dise[ñn]a|dise[ñn]e|crea|cree|haz|hazme|haga|genera|genere|escribe|escriba|prepara|prepare|necesito|fai|fammi|disegna|progetta|scrivi|realizza|ho\s+bisogno\s+di|crie|cria|fa[çc]a|faz|desenhe|escreva|gere|elabore|preciso\s+de|maak|ontwerp|schrijf|genereer|cre[ëe]er|ik\s+heb)`;
const LINK = String.raw`(?:announce|promote|advertise|annoncer|promouvoir|anunciar|promocionar|promover|presentar|annunciare|promuovere|pubblicizzare|divulgar|for|about|on|announcing|to\s+announce|promoting|to\s+promote|advertising|to\s+advertise|introducing|to\s+introduce|that\s+(?:announces|promotes|advertises)|showcasing|highlighting|celebrating|f[üu]r|[üu]ber|zu[rm]?|pour|sur|annon[çc]ant|pour\s+annoncer|pour\s+promouvoir|pour\s+pr[ée]senter|qui\s+annonce|afin\s+de\s+promouvoir|pr[ée]sentant|para|sobre|anunciando|promocionando|para\s+anunciar|para\s+promocionar|para\s+promover|para\s+presentar|que\s+anuncie|per|su|che\s+annuncia|per\s+annunciare|per\s+promuovere|per\s+pubblicizzare|per\s+presentare|divulgando|para\s+divulgar|voor|over|om|de|di|del|della|dello|do|da|des|du|d['’])`;
// The framing at the head of a sentence: "Create an Instagram post for", "Une publicité pour",
// "Diseña un post para anunciar". A bare noun needs its link ("Posters and prints" is a shop).
const HEAD_VERB = new RegExp(
  String.raw`^(?:${VERB})(?:-(?:moi|nous))?\s+(?:${ARTICLE}\s+)?(?:${MEDIUM})(?:\s+(?:on|for|in|auf|f[üu]r|sur|pour|en|para|per|su|no|na|op|voor)\s+${PLATFORM})?(?:\s*:\s*|\s+(?:${LINK}\s+){1,2}|\s*,\s*|\s*[.!]?\s*$)`,
  'iu',
);
// Without a verb only the words that cannot be a product start a request ("Posters for every room" is a shop).
// A post's kind bound to its platform, in either order: "Instagram post", "Story Insta", "Post para IG", "Reel do Instagram".
const PLATFORM_POST = String.raw`(?:posts?|stor(?:y|ies)|ads?|reels?|carousels?|beitr[äa]ge?|beitrag|publications?|publicaci[oó]n|publica[çc][ãa]o|berichten|bericht|storie|storia|historias?|feed)`;
const POST_ON_PLATFORM = String.raw`${PLATFORM_POST}(?:[\s-]+(?:(?:de|do|da|di|del|para|per|pour|for|on|sur|auf|f[üu]r|voor|op|en|no|na|in|su|van)\s+)?(?:(?:el|la|il|o|a|het|de)\s+|l['’]\s*)?)${PLATFORM}`;
const AD_NOUN = String.raw`(?:ad(?:vert(?:isement)?)?s?|banners?|flyers?|announcements?|(?:[\p{L}-]*-)?(?:anzeigen?|werbung|werbeanzeigen?|werbebanner)|publicit[ée]s?|banni[èe]res?|anuncios?|publicidad|pubblicit[àa]|an[úu]ncios?|propaganda|advertenties?|reclame|${PLATFORM}[\s-]+${PLATFORM_POST}|${POST_ON_PLATFORM}|(?:reel|story|stories|highlight)[\s-]+covers?)`;
const HEAD_NOUN = new RegExp(
  String.raw`^(?:(?:please|bitte|s['’]il\s+vous\s+pla[iî]t|por\s+favor|per\s+favore|graag)\s+)?(?:${ARTICLE}\s+)?${AD_NOUN}(?:\s+(?:on|for|in|auf|f[üu]r|sur|pour|en|para|per|su|no|na|op|voor)\s+${PLATFORM})?(?:\s*:\s*|\s+(?:${LINK}\s+){1,2})`,
  'iu',
);
const HEAD_SOCIAL = new RegExp(
  String.raw`^(?:(?:please|bitte|s['’]il\s+vous\s+pla[iî]t|por\s+favor|per\s+favore|graag)\s+)?(?:${ARTICLE}\s+)?(?:new\s+|neue[sn]?\s+|nouvelle\s+|nueva\s+|nuova\s+|nova\s+|nieuwe\s+)?${SOCIAL_SLOT}(?:\s*:\s*|\s+(?:${LINK}\s+){1,2}|\s*[,–—-]\s*)`,
  'iu',
);
// "Facebookカバー画像、…", "غلاف فيسبوك لمخبز السعادة": the same slots in Japanese and Arabic.
const JA_SOCIAL_HEAD =
  /^(?:Facebook|フェイスブック|Twitter|ツイッター|X|YouTube|ユーチューブ|LinkedIn|Instagram|インスタ(?:グラム)?|Pinterest|TikTok)(?:の|用)?(?:カバー(?:画像|写真)?|ヘッダー(?:画像)?|バナー|チャンネルアート|ピン)(?:用)?(?:の|を)?(?:作成|作って(?:ください)?)?\s*[、:：]\s*/iu;
const AR_SOCIAL_HEAD =
  /^(?:(?:صورة|تصميم)\s+)?(?:غلاف|بانر|هيدر|ترويسة)\s+(?:ل?صفحة\s+|ل?قناة\s+)?(?:على\s+)?(?:فيسبوك|فيس\s*بوك|تويتر|يوتيوب|لينكد\s*إن|إكس|بنترست|إنستغرام|انستغرام)\s*(?:لـ\s*|ل(?=\p{L})|عن\s+|[:،,]\s*)/u;
// "インスタのストーリー用：…", "ベーカリーこむぎのバナー：…": the kind of post heading a Japanese prompt says where it
// runs; a name before it ("ベーカリーこむぎの") is who it is for, and stays.
const JA_PLATFORM = String.raw`(?:SNS|インスタ(?:グラム)?|Instagram|Facebook|フェイスブック|X|Twitter|TikTok|LINE)`;
const JA_MEDIUM_HEAD = new RegExp(
  String.raw`^(?<who>(?!${JA_PLATFORM}(?:の|用))[^、。：:！!？?\s]{2,24}?(?:の|用の))?(?:${JA_PLATFORM}(?:の|用の?)?)?(?:告知|宣伝)?(?:ストーリーズ?|リール|フィード|投稿|ポスト|広告|バナー|チラシ|ポスター|フライヤー)(?:画像|用)*\s*[：:]\s*`,
  'iu',
);
// A sentence that only asks ("Bitte ein Banner dafür erstellen.", "Make an Instagram post for it.") says nothing to print.
const REQUEST_ONLY = new RegExp(
  String.raw`^(?:(?:${VERB})(?:-(?:moi|nous))?\s+|(?:please|bitte|s['’]il\s+vous\s+pla[iî]t|por\s+favor|per\s+favore|graag)\s+)(?:${ARTICLE}\s+)?(?:${MEDIUM})(?:\s+(?:for\s+(?:it|this|that|them)|about\s+it|daf[üu]r|hierf[üu]r|pour\s+(?:ça|cela)|para\s+(?:esto|ello|eso|isso)|per\s+questo|hiervoor|daarvoor))?(?:\s+(?:erstellen|gestalten|machen|entwerfen|maken|ontwerpen))?\s*[.!]?$`,
  'iu',
);
// "Promote our tax help service", "Push our massaman curry": the verb alone before what is advertised.
const HEAD_PROMOTE =
  /^(?:please\s+)?(?:promote|advertise|announce|push|highlight|feature|showcase)\s+(?=(?:our|my|the)\s)/iu;
// The verb at the end of a German or Dutch sentence: "… eine Anzeige für unser Café erstellen", "om … aan te kondigen".
const TAIL_VERB =
  /\s*(?:erstellen|gestalten|entwerfen|machen|schreiben|zu\s+bewerben|anzuk[üu]ndigen|zu\s+promoten|nodig|maken|ontwerpen|aan\s+te\s+kondigen|te\s+promoten)\s*[.!]?\s*$/iu;
const DUTCH_OM = /^om\s+/iu;
// Japanese and Arabic frame the request their own way: "〜の告知バナーを作ってください", "اصنع إعلانًا لـ…".
const JA_TAIL =
  /(?:の|を)?(?:(?:新規)?告知|宣伝|紹介|PR)?(?:用の|の|する)?(?:SNS|インスタ(?:グラム)?|Instagram)?(?:用の|の)?(?:広告|バナー|投稿|ポスト|チラシ|ポスター|フライヤー|ストーリー|画像|デザイン|告知)+(?:画像)?(?:を(?:作って|作成して|作成し|デザインして|作り|作る|考えて|お願い)|(?:の)?(?:作成|制作|デザイン)(?:を)?(?:お願い)?)(?:ください|下さい|ほしい|欲しい|ほしいです|もらえますか|いただけますか|します|いたします|したい)?[。！!]?\s*$/u;
const AR_NOUN = String.raw`(?:إعلان(?:ًا|اً|ا)?|منشور(?:ًا|اً|ا)?|بوست|بانر|ستوري|ستوريز|ريلز|ريل|ملصق(?:ًا|اً|ا)?)`;
const AR_HEAD = new RegExp(
  String.raw`^(?:(?:من\s+فضلك|رجاءً?)\s+)?(?:(?:اصنع|أنشئ|انشئ|صمم|صمّم|اكتب|اعمل|جهز|جهّز|حضّر|أريد|نريد)\s+(?:لي\s+|لنا\s+)?)?(?:${AR_NOUN}|(?<=\p{L}\s+)تصميم(?:ًا|اً|ا)?)(?:\s+(?:(?:على|في|ل)\s*)?(?:إنستغرام|انستغرام|انستقرام|فيسبوك|تيك\s*توك|لينكدإن|وسائل\s+التواصل(?:\s+الاجتماعي)?))?\s*(?:للإعلان\s+عن\s+|للترويج\s+(?:لـ?\s*)?|يعلن\s+عن\s+|عن\s+|لـ\s*|ل(?=\p{L}))`,
  'u',
);

// What the brief announces, right after the framing.
const LAUNCH_OF = /^(?:(?:the|our)\s+)?(?:(?:official|big)\s+)?(?:launch|release)\s+of\s+(?=\p{Lu})/u;
const LAUNCH_WORD =
  /^(?:(?:le|el|il|o|de|den|die)\s+)?(?:lancement|lanzamiento|lancio|lan[çc]amento|lancering|launch|start|einf[üu]hrung|markteinf[üu]hrung)\b/iu;
const OPENING_OF =
  /^(?:(?:the|our|l['’]\s*|la|a|de|die)\s*)?(?:(?:grand|big|gran)\s+)?(?:(?:re-?)?opening|ouverture|inauguration|r[ée]ouverture|apertura|inauguraci[oó]n|reapertura|inaugurazione|riapertura|abertura|inaugura[çc][ãa]o|reabertura|heropening)\s+(of|d['’]|du|des|de\s+la|della|dello|delle|dell['’]|del|dei|di|da|do|das|dos|de|van)(?:\s+|(?<=['’]))/iu;
// What a contraction left by the opening stands for: "l'apertura della nostra gelateria" → "la nostra gelateria".
const ARTICLE_OF: Record<string, string> = {
  du: 'le',
  des: 'les',
  'de la': 'la',
  del: 'el',
  della: 'la',
  dello: 'lo',
  delle: 'le',
  dei: 'i',
  da: 'a',
  do: 'o',
  das: 'as',
  dos: 'os',
};
// "Erstelle eine Anzeige für unseren Fahrradverleih": the ad names it "unser Fahrradverleih".
const GERMAN_OBJECT = /^unseren\s+(?=\p{Lu})/u;
const GERMAN_OPENING = /(?:^|\s)(?:neu|wieder)?er[öo]ffnung\b/iu;

// "Style" is left out: "Elegant style." is a fashion line as often as a directive.
const TONE_NOUN = String.raw`(?:tone(?:\s+of\s+voice)?|voice|vibe|feel|mood|ton|tonalit[äa]t|tonfall|tono|tom|toon|sfeer)`;
// Tone words and the mood each sets; stems take any ending ("seriöser", "sérieuse", "speelse").
const TONE_WORDS: Array<[Mood, string]> = [
  [
    'playful',
    String.raw`fun|playful|cheerful|cute|adorable|niedlich|s[üu][ßs]|mignon|lind[oa]|fof[oa]|carin[oa]|schattig|light-?hearted|witty|humou?rous|quirky|friendly|cheeky|lustig|verspielt|locker|witzig|fr[öo]hlich|ludique|amusant|dr[ôo]le|l[ée]ger|d[ée]cal[ée]|divertid|desenfadad|alegre|divertent|giocos|scherzos|descontra[íi]d|speels|grappig|luchtig|leuk|vrolijk`,
  ],
  [
    'professional',
    String.raw`serious|professional|formal|corporate|trustworthy|sober|authoritative|seri[öo]s|professionell|sachlich|formell|s[ée]rieu|professionnel|formel|sobre|seri[oa]|profesional|formal|professionale|formale|s[ée]ri[oa]|profissional|serieu|zakelijk|professione|formee?l`,
  ],
  [
    'calm',
    String.raw`calm|soothing|gentle|relaxed|serene|warm|ruhig|sanft|entspannt|warm|calme|doux|douce|apaisant|serein|chaleureu|tranquil|seren|relajad|c[áa]lid|calm|rilassat|caldo|calorós|rustig|kalm|warme?`,
  ],
  [
    'luxury',
    String.raw`elegant|luxurious|premium|upscale|sophisticated|classy|edel|luxuri[öo]s|hochwertig|[ée]l[ée]gant|chic|luxueu|haut\s+de\s+gamme|elegante|lujos|sofisticad|lussuos|raffinat|luxuos|luxe|stijlvol`,
  ],
  [
    'energetic',
    String.raw`energetic|bold|upbeat|dynamic|exciting|punchy|dynamisch|energiegeladen|mitrei[ßs]end|dynamique|[ée]nergique|en[ée]rgic|din[áa]mic|energic|dinamic|grintos|energ[ée]tic|energiek|pittig`,
  ],
  ['festive', String.raw`festive|celebratory|festlich|festi[fv]|festos|feestelijk`],
  [
    'natural',
    String.raw`natural|earthy|authentic|nat[üu]rlich|naturel|authentique|aut[ée]ntic|naturale|natuurlijk|authentiek`,
  ],
];
const TONE_ADJ = String.raw`(?:${TONE_WORDS.map(([, w]) => w).join('|')})[\p{L}]*`;
/** A clause of tone words only: "Sober and professional", "Calm, warm". */
const TONE_ONLY = new RegExp(
  String.raw`^\s*${TONE_ADJ}(?:(?:\s*,\s*|\s+(?:and|und|et|y|e|en|&)\s+|\s+)${TONE_ADJ})*\s*$`,
  'iu',
);
const TONE_PREP = String.raw`(?:(?:in|with|use|using|keep\s+it|im|in|mit|einem|sur|avec|d['’]|en|con|com|em|met|op)\s+)?(?:(?:an?|einem|einen|une?|uno|una|um|uma|een)\s+)?`;
const ADJ_LIST = String.raw`${TONE_ADJ}(?:(?:\s*,\s*|\s+(?:and|und|et|y|e|en)\s+|\s+)${TONE_ADJ})*`;
const TONE_PHRASE = new RegExp(
  String.raw`(?:^|(?<=[,;:.!?]\s*)|(?<=\s(?:and|und|et|y|e|en|with|mit|avec|con|com|met)\s))\s*(?:${TONE_PREP}(?:${ADJ_LIST})\s+${TONE_NOUN}|${TONE_PREP}${TONE_NOUN}\s*(?::|-|is|should\s+be|ist|est|es|è|é|is)?\s*(?:${ADJ_LIST})|keep\s+it\s+(?:${ADJ_LIST}))(?=\s*(?:[,;.!?]|$))`,
  'giu',
);
const JA_TONE =
  /[、。]?\s*(?:トーンは|雰囲気は)?(楽しい|ポップ|明るい|元気|真面目|まじめ|誠実|フォーマル|ビジネスライク|信頼感のある|落ち着いた|穏やか|やさしい|優しい|高級感のある|上品|エレガント|華やか|ナチュラル)(?:な|で|の|い)?(?:トーン|雰囲気|感じ|テイスト|イメージ)?で(?:お願いします)?(?=[、。]|$)/gu;
const JA_TONE_MOOD: Record<string, Mood> = {
  楽しい: 'playful',
  ポップ: 'playful',
  明るい: 'playful',
  元気: 'energetic',
  真面目: 'professional',
  まじめ: 'professional',
  誠実: 'professional',
  フォーマル: 'professional',
  ビジネスライク: 'professional',
  信頼感のある: 'professional',
  落ち着いた: 'calm',
  穏やか: 'calm',
  やさしい: 'calm',
  優しい: 'calm',
  高級感のある: 'luxury',
  上品: 'luxury',
  エレガント: 'luxury',
  華やか: 'festive',
  ナチュラル: 'natural',
};
const AR_TONE =
  /[،,]?\s*(?:و)?(?:ب(?:أسلوب|اسلوب|نبرة|طابع)|(?:الأسلوب|النبرة)\s*:?)\s*(مرح[ةه]?|ممتع[ةه]?|جاد[ةه]?|رسمي[ةه]?|احترافي[ةه]?|هادئ[ةه]?|فاخر[ةه]?|أنيق[ةه]?|راقي[ةه]?|حماسي[ةه]?|احتفالي[ةه]?)(?=\s*(?:[،,.!؟]|$))/gu;
const AR_TONE_MOOD: Array<[RegExp, Mood]> = [
  [/^(?:مرح|ممتع)/u, 'playful'],
  [/^(?:جاد|رسمي|احترافي)/u, 'professional'],
  [/^هادئ/u, 'calm'],
  [/^(?:فاخر|أنيق|راقي)/u, 'luxury'],
  [/^حماسي/u, 'energetic'],
  [/^احتفالي/u, 'festive'],
];

// "target audience: students", "Zielgruppe junge Familien", "público-alvo: jovens adultos".
const AUDIENCE_CUE = new RegExp(
  String.raw`(?:^|(?<=[,;:.!?]\s*)|(?<=\s(?:and|und|et|y|e|en|with|mit)\s))\s*(?:(?:the\s+)?target(?:ed)?\s+(?:audience|group|market|customers?)|audience|aimed\s+at|zielgruppen?|richtet\s+sich\s+an|(?:le\s+)?public(?:[\s-]cible)?|cible|destin[ée]e?s?\s+aux?|p[úu]blico[\s-]objetivo|p[úu]blico[\s-]alvo|p[úu]blico|dirigid[oa]s?\s+a|voltad[oa]s?\s+(?:para|a)|pubblico(?:\s+di\s+riferimento)?|target|rivolt[oa]\s+a|doelgroep)\s*(?::|-|is|are|sind|ist|est|es|è|é)?\s*(?<who>[^,;.!?\n]{2,60}?)\s*(?=[,;.!?\n]|$)`,
  'giu',
);
// A bare "public"/"público"/"target" needs its colon: "abierto al público" is no directive.
const NEEDS_COLON =
  /^(?:(?:le\s+)?public|p[úu]blico|target|audience)\s+(?!(?:cible|objetivo|alvo|audience|group|market|customers?|di|is|are|es|est|é|è)\b)/iu;
const JA_AUDIENCE = /[、。]?\s*ターゲット(?:層)?(?:は|：|:)\s*(?<who>[^、。]{1,30}?)(?:です|向け|で)?(?=[、。]|$)/gu;
const AR_AUDIENCE = /[،,]?\s*(?:الجمهور|الفئة)\s+المستهدفة?\s*:?\s*(?<who>[^،,.!؟]{2,60}?)\s*(?=[،,.!؟]|$)/gu;

// A sentence ends at a stop before a space ("4.8", "10.000", "shop.ae" stay whole) or at a Japanese stop.
const SENTENCES = /((?<=[.!?])\s+|(?<=[。！？]))/u;

function audienceIdOf(who: string): AudienceId | undefined {
  const folded = fold(who);
  for (const [id, words] of Object.entries(AUDIENCE_WORDS) as Array<[AudienceId, readonly string[]]>)
    if (findKeywords(folded, words).length) return id;
  return undefined;
}

const TONE_RES = TONE_WORDS.map(
  ([mood, words]) => [mood, new RegExp(String.raw`(?:^|[\s,])(?:${words})`, 'iu')] as const,
);

function moodOf(adjectives: string): Mood | undefined {
  return TONE_RES.find(([, re]) => re.test(adjectives))?.[0];
}

// A wish about the ad, not words for it: "make it cute", "we want new patients", "queremos algo alegre",
// "wir wollen etwas Modernes". The adjective, when it is a tone, sets the mood; the clause is dropped.
const WISH = new RegExp(
  String.raw`(?:^|(?<=[,;:.!?]\s*))\s*(?:(?:make|keep)\s+it|(?:we|i)\s+(?:want|need|would\s+like)(?!\s+you\b)|queremos|quiero|quero|queria|wir\s+(?:wollen|m[öo]chten)|ich\s+(?:will|m[öo]chte)|(?:nous\s+voulons|on\s+veut|je\s+veux)|vogliamo|voglio|(?:we\s+willen|ik\s+wil))\s+(?<what>[^,;.!?]{2,40})(?=\s*(?:[,;.!?]|$))`,
  'giu',
);
/** "something for our dental clinic": the request's own head, with no verb and no ad noun. */
const HEAD_SOMETHING =
  /^(?:something|anything|content|algo|etwas|quelque\s+chose|qualcosa|iets)\s+(?:for|about|para|f[üu]r|pour|per|voor)\s+/iu;
/**
 * A format's name heading the prompt before a colon or a dash: "Leaderboard:", "Formato story:", "Querformat –",
 * "For Insta stories:", "Voor Insta stories:", "Format carré :". Where the design goes, never a name.
 */
const HEAD_FORMAT = new RegExp(
  String.raw`^(?:(?:for|para|pour|per|f[üu]r|voor)\s+(?:(?:the|an?|la|le|les|el|los|las|il|lo|i|die|de|het|une?|uma?|o|os|as)\s+)?)?(?:(?:formato?|formaat|format)\s+)?(?:${PLATFORM}[\s-]+)?(?:leaderboard|skyscraper|billboard|half[\s-]page|medium\s+rectangle|mpu|banner|stor(?:y|ies)|storie|posts?|reels?|feed|querformat|hochformat|quadrat(?:isch)?|square|carr[ée]|quadrado|cuadrado|quadrato|vierkant|portrait|landscape|paysage|vertical|horizontal|liggend|staand)(?:[\s-]+(?:ad|post|format|banner|${PLATFORM}))?\s*[:–—]\s*`,
  'iu',
);
/** "… instagram story" at a clause's end: where it runs, not what it says. */
const TAIL_PLATFORM = new RegExp(
  String.raw`\s+${PLATFORM}(?:\s+(?:story|stories|post|posts|feed|ad|ads|reel|reels|banner))?(?=[\s,;]*$)`,
  'iu',
);

/** Takes the framing off the head of one sentence; notes a launch or an opening it announces. */
function unframe(sentence: string, reading: BriefReading, first: boolean): string {
  if (REQUEST_ONLY.test(sentence)) return '';
  let s = sentence;
  const head =
    HEAD_VERB.exec(s) ??
    HEAD_SOCIAL.exec(s) ??
    HEAD_NOUN.exec(s) ??
    JA_SOCIAL_HEAD.exec(s) ??
    AR_SOCIAL_HEAD.exec(s) ??
    HEAD_PROMOTE.exec(s) ??
    AR_HEAD.exec(s) ??
    HEAD_SOMETHING.exec(s) ??
    HEAD_FORMAT.exec(s);
  const jaHead = head ? null : JA_MEDIUM_HEAD.exec(s);
  if (jaHead) {
    const who = (jaHead.groups?.who ?? '').replace(/(?:用の|の)$/u, '');
    // (a comma after the name, as a Japanese prompt heads with its advertiser: "和食処さくら、…")
    return unframe(who ? `${who}、${s.slice(jaHead[0].length)}` : s.slice(jaHead[0].length), reading, first);
  }
  // (what is left names the business, not one of them: "an ad for a dog grooming place")
  // "… for Northwind Legal, estate planning": what the request was for heads the copy (analyze.ts reads it as the advertiser).
  if (head && first && /(?:for|f[üu]r|pour|para|per|voor|لـ|ل)\s*$/iu.test(head[0])) reading.framed = true;
  if (head)
    s = s
      .slice(head[0].length)
      .replace(TAIL_PLATFORM, '')
      .replace(/^(?:an?|some)\s+(?=\p{L})/iu, '');
  const tail = JA_TAIL.exec(s);
  if (tail && tail.index > 0) s = s.slice(0, tail.index) + (/[。！!]$/u.test(tail[0]) ? '。' : '');
  if (!head && !(tail && tail.index > 0)) return sentence;
  if (head) {
    const verbTail = TAIL_VERB.exec(s);
    if (verbTail) s = s.slice(0, verbTail.index) + (/[.!]\s*$/u.test(verbTail[0]) ? '.' : '');
    s = s.replace(DUTCH_OM, '');
    // "Can you make me a flyer for our cleaning company?": the question mark was the request's.
    if (/^(?:can|could)\s+you\b/iu.test(sentence)) s = s.replace(/\s*\?\s*$/u, '');
  }
  const opening = OPENING_OF.exec(s);
  if (opening) {
    reading.opening = true;
    const article = ARTICLE_OF[(opening[1] ?? '').toLowerCase().replace(/\s+/g, ' ')];
    s = (article && s.length > opening[0].length ? `${article} ` : '') + s.slice(opening[0].length);
  } else if (GERMAN_OPENING.test(s)) reading.opening = true;
  s = s.replace(GERMAN_OBJECT, 'unser ');
  // "the launch of Ledgerly" is a launch of the product Ledgerly, said as the analysis reads it.
  if (LAUNCH_OF.test(s)) {
    reading.launch = true;
    s = s.replace(LAUNCH_OF, 'introducing ');
  } else if (LAUNCH_WORD.test(s)) reading.launch = true;
  // A brief says "my bakery"; the ad speaks as "our bakery".
  s = s.replace(/^my\s+/iu, 'our ');
  return /^[\s,.:;!?]*$/u.test(s) || /^(?:it|this|that|them)\s*[.!]?$/iu.test(s.trim()) ? '' : s;
}

/** Reads the request, its tone and its audience out of a prompt written as a brief. */
export function readBrief(prompt: string): BriefReading {
  const reading: BriefReading = { copy: '' };
  let text = (prompt ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

  const tone = (m: Mood | undefined): void => {
    if (m && !reading.mood) reading.mood = m;
  };
  text = text.replace(TONE_PHRASE, (whole) => {
    tone(moodOf(whole));
    return ' ';
  });
  const looks: string[] = [];
  text = text.replace(WISH, (whole: string, ...rest: unknown[]) => {
    const what = (rest[rest.length - 1] as { what?: string }).what ?? '';
    tone(moodOf(what));
    // "we want gold and black": a wish for the look names its colours
    if (isDesignNote(what)) looks.push(what);
    return ' ';
  });
  text = text.replace(JA_TONE, (_whole, adj: string) => {
    tone(JA_TONE_MOOD[adj]);
    return ' ';
  });
  text = text.replace(AR_TONE, (_whole, adj: string) => {
    tone(AR_TONE_MOOD.find(([re]) => re.test(adj))?.[1]);
    return ' ';
  });
  const audience = (who: string | undefined, whole: string): string => {
    const clean = (who ?? '').replace(/^(?:les|the|die|de|los|las|le|gli|i|os|as)\s+/iu, '').trim();
    if (!clean) return whole;
    if (!reading.audience) {
      reading.audience = clean;
      const id = audienceIdOf(clean);
      if (id) reading.audienceId = id;
    }
    return ' ';
  };
  text = text.replace(AUDIENCE_CUE, (whole: string, ...rest: unknown[]) => {
    if (NEEDS_COLON.test(whole.trim())) return whole;
    const groups = rest[rest.length - 1] as { who?: string };
    return audience(groups.who, whole);
  });
  text = text.replace(JA_AUDIENCE, (whole: string, ...rest: unknown[]) =>
    audience((rest[rest.length - 1] as { who?: string }).who, whole),
  );
  text = text.replace(AR_AUDIENCE, (whole: string, ...rest: unknown[]) =>
    audience((rest[rest.length - 1] as { who?: string }).who, whole),
  );

  // Notes on the look ("Dark background with our teal", "Soll ruhig wirken") are no copy; their tone words set the mood.
  const design = withoutDesignNotes(text, (clause) => TONE_ONLY.test(clause));
  // a refused look ("nothing too corporate") sets no mood
  for (const note of design.notes) if (!isRefusal(note)) tone(moodOf(note) ?? lookMood(note));
  const notes = [...looks, ...design.notes];
  const look = lookOfNotes(notes);
  const colors = coloursOfNotes(notes);
  // every named colour asked only as an accent ("colori caldi, un tocco di oro"): the mood's palette leads
  const accentsOnly =
    colors.length > 0 && look.colors.length > 0 && !coloursOfNotes(withoutHedgedColours(notes)).length;
  if (accentsOnly) reading.colors = withAccents(look.colors, colors);
  else if (colors.length || look.colors.length)
    reading.colors = colors.length ? withNeutrals(colors, look.neutrals) : look.colors;
  if (look.ground) reading.ground = look.ground;
  text = design.text;

  // Each sentence loses its framing; what separated the sentences is kept as written.
  const parts = text.split(SENTENCES);
  let joined = '';
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = unframe(parts[i].trim(), reading, !joined);
    if (/[\p{L}\p{N}\p{S}]/u.test(sentence)) joined += (joined ? (parts[i - 1] ?? ' ') : '') + sentence;
  }
  // Only the commas a removed directive left behind go: "studio, calm tone, 20% off" → "studio, 20% off".
  reading.copy = joined
    .replace(/([,;、،])(?:\s*[,;、،])+/gu, '$1')
    .replace(/\s*[,;、،]+\s*(?=[.!?。]|$)/gu, '')
    .replace(/^[\s,;:、،]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Nothing but the request ("Make a banner"): the prompt stays as it was, so the analysis has words to read.
  if (!/[\p{L}\p{N}]/u.test(reading.copy)) reading.copy = (prompt ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return reading;
}

/** The colours a prompt's notes on the look ask for ("bold, yellow and black" → yellow, black), hex; none when it names none. */
export function colorsAskedIn(prompt: string): string[] {
  return readBrief(prompt).colors ?? [];
}

/** The ground a prompt's notes on the look ask for ("Minimalistisch, veel wit" → white), if any. */
export function groundAskedIn(prompt: string): Ground | undefined {
  return readBrief(prompt).ground;
}
