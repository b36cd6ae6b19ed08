// Notes to the designer inside a prompt: how the design should look, not what it says. "Dark background
// with our teal #00B3A4", "Lots of white space", "Soll ruhig, hell und einladend wirken", "Sobre et
// professionnelle", "やわらかいピンク系でお願いします", "نريد ألوان ذهبية وطابع فخم", "Something fun and
// colourful", "Digital screen for the venue entrance". Printed as a headline they embarrass the brand
// (seen on 11 of 30 prompts of a blind review), so each such clause is taken out before the prompt is read
// as copy; the tone words it holds still set the mood (brief.ts) and its colours the palette
// (note-colours.ts).
import { isLookOnly, isLookWord } from './look-words';
import { isColourWord, namesColour, namesScene } from './note-colours';
import { asksLook } from './look-palettes';
import { isDoNotSay } from './do-not-say';
import { refusesClipart } from './no-clipart';

// Words that only ever speak of a design's look (never of a product on sale).
const VISUAL =
  /\b(?:backgrounds?|backdrops?|white\s*space|whitespace|fonts?|typography|typeface|layouts?|palette|colou?r\s+scheme|gradients?|look\s+and\s+feel|aesthetic|hintergrund\p{L}*|wei(?:ß|ss)raum|schriftart|farbgebung|farbpalette|mise\s+en\s+page|typographie|fond\s+(?:sombre|clair|blanc|noir|fonc[ée])|espace\s+blanc|tipograf[íi]a|fondo\s+(?:oscuro|claro|blanco|negro)|espacio\s+en\s+blanco|sfondo|spazio\s+bianco|tipografia|fundo\s+(?:escuro|claro|branco|preto)|espa[çc]o\s+em\s+branco|achtergrond|witruimte|lettertype|kleurstelling)\b/iu;
// ("الخط العربي" is calligraphy, a course on sale: only the font of the design is a note)
const VISUAL_SCRIPT =
  /背景|フォント|レイアウト|余白|配色|خلفية|(?:نوع|حجم|لون)\s+الخط|ب?الخط\s+(?:عريض|كبير|واضح|رفيع|صغير|بسيط)|بخط\s+(?:عريض|كبير|واضح|رفيع|صغير|بسيط)|مساحة\s+بيضاء/u;
const HEX = /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/iu;
// Colour words, and colour names: a clause of them with a cue, or with little else, is a note on the look.
const COLOUR_WORD =
  /\b\p{L}{3,}(?:töne|tönen)\b|\b(?:pastel|aarde?|hout|blauw|groen|rood|geel|grijs|bruin|zand|herfst|warme)tinten\b|\b(?:colou?rs?|colou?rful|colou?red|farben|farbig|farbenfroh|bunt|couleurs?|color[ée]e?s?|colores|colorid[oa]s?|colori|colorat[oi]|cores|kleuren|kleurrijk|tones?|t[öo]ne|tons|tonos|toni|tinten)\b/iu;
// A word for colours themselves ("colours", "Farben", "toni", "色"), not "colourful": "Colourful bouquets" is a line.
const COLOUR_NOUN =
  /\b\p{L}{3,}töne\b|\b(?:pastel|aarde?|hout|blauw|groen|rood|geel|grijs|bruin|zand|herfst|warme)tinten\b|\b(?:colou?rs|farben|couleurs|colores|colori|cores|kleuren|tones|t[öo]ne|tons|tonos|toni|tinten)\b|色|カラー|ألوان/iu;
// Colour words in Japanese and Arabic ("ピンク系", "ألوان"); a colour name alone ("ゴールドカード") is no note.
// The Arabic words whole, with their clitics ("بألوان", "الألوان", "لونها"): "لون" is inside "صالون" (a salon),
// and a salon's name must not read as a note on colours.
const COLOUR_SCRIPT =
  /(?<![景特])色(?![々ん])|カラー|系|パステル|(?<![\p{L}\p{M}])(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?(?:ألوان|الوان|لون|ملون)(?:ة|ه|ها|ات|ين)?(?![\p{L}\p{M}])/u;
// Cues that a clause asks for something rather than says it.
const CUE =
  /\b(?:use|using|with|prefer|please|keep|make\s+it|should|must|our\s+brand|bitte|mit|soll(?:te|en)?|avec|doit|con|que\s+sea|deve|com|met|moet|graag|in\s+(?:our|unseren?|nos|nuestros|nostri|nossas?|onze))\b/iu;
// How the design should come across: "soll ruhig wirken", "should feel premium", "doit faire sérieux".
const STYLE_VERB =
  /\b(?:should\s+(?:feel|look|be|seem)|wirken|aussehen|r[üu]berkommen|ausstrahlen|soll(?:te)?\b|doit\s+(?:[êe]tre|faire|para[îi]tre)|que\s+(?:sea|se\s+vea|parezca|transmita)|debe\s+(?:ser|verse|parecer)|deve\s+(?:essere|sembrare|trasmettere|ser|parecer|passar)|moet\s+\p{L}+\s+(?:ogen|uitstralen|zijn|overkomen)|uitstralen|overkomen)\b/iu;
// "Please don't make it too sad", "Bitte nicht zu traurig machen", "Ne le faites pas trop triste", "Que no
// quede triste", "Non fatelo troppo cupo", "Não deixe muito triste", "Maak het niet te somber": a mood refused.
const DONT_MAKE =
  /^(?:(?:and|but|also|und|aber|et|mais|y|pero|e|ma|mas|en|maar)\s+)?(?:please\s+|bitte\s+|por\s+favor,?\s+|per\s+favore,?\s+|graag\s+)?(?:(?:don['’]t|do\s+not|never)\s+make\s+(?:it|this|the\s+\p{L}+)\s+(?:too|so|overly|very|look|feel|seem)|(?:nicht|nichts)\s+(?:zu|allzu)\s+\p{L}+\s+(?:machen|gestalten|wirken\s+lassen)|(?:ne\s+(?:le|la|les)\s+faites\s+pas|ne\s+faites\s+pas\s+(?:quelque\s+chose\s+de\s+)?)\s+(?:trop|si|tr[èe]s)|(?:que\s+)?no\s+(?:lo\s+hag[aá]is|lo\s+hagas|lo\s+hagan|quede|sea)\s+(?:demasiado|muy|tan)|non\s+(?:fatelo|farlo|renderlo|deve\s+essere)\s+(?:troppo|cos[ìi]|molto)|n[ãa]o\s+(?:deixe|deixem|fa[çc]a|fa[çc]am)\s+(?:\p{L}+\s+)?(?:muito|t[ãa]o|demasiado)|maak\s+(?:het|hem)\s+niet\s+(?:te|zo|al\s+te))\b/iu;
// The shell of a colour wish around its colour names: "use our teal if you can", "in unserem Petrol bitte",
// "avec notre bleu si possible", "con nuestro verde, por favor", "met onze groen graag".
const COLOUR_WISH_LEAD =
  /^(?:(?:and|but|also|und|aber|et|mais|y|pero|e|ma|mas|en|maar)\s+)?(?:please\s+|bitte\s+|por\s+favor,?\s+|per\s+favore,?\s+|graag\s+)?(?:(?:use|using|in|with|keep\s+to|stick\s+to|verwende[nt]?|nutze[nt]?|mit|in|im|utilise[zr]?|avec|en|usa[dr]?|usen|con|utilizza(?:te)?|usate|usem|use|com|gebruik|met)\s+)?(?:(?:our|my|the|unser\p{L}*|mein\p{L}*|notre|nos|nuestr[oa]s?|nostr[oaie]|il|noss[oa]s?|o|a|onze|ons|de|het)\s+)?(?:(?:brand|own|house|corporate|haus|marken|firmen|propre|corporativ[oa]|aziendale|da\s+marca|huis)\s+)?(?:(?:colou?rs?|farben?|couleurs?|colou?r|colores?|colori|cores?|kleuren?)\s+)?/iu;
const COLOUR_WISH_TAIL =
  /,?\s+(?:if\s+(?:you\s+)?(?:can|possible)|where\s+possible|if\s+it\s+works|please|wenn\s+m[öo]glich|falls\s+m[öo]glich|bitte|si\s+possible|si\s+(?:es\s+)?posible|se\s+possibile|se\s+poss[íi]vel|indien\s+mogelijk|als\s+het\s+kan|graag|s['’]il\s+vous\s+pla[iî]t|por\s+favor|per\s+favore|من\s+فضلك(?:م)?|لو\s+سمحت(?:م)?|رجاء(?:ً)?)\s*[.!]?$/iu;
// A head that is only a wish for the look: "Something fun and colourful", "Algo alegre y moderno".
const SOMETHING = /^(?:something|anything|algo|etwas|quelque\s+chose|qualcosa|iets|alguma\s+coisa)\s+/iu;
// A screen or sign the design is for: "Digital screen for the venue entrance".
const PLACEMENT =
  /^(?:an?\s+|ein\s+|une?\s+|un[oa]?\s+|uma?\s+|een\s+)?(?:digital(?:e|en)?\s+(?:screens?|signage|displays?|bildschirm)|(?:[ée]cran|pantalla|schermo|tela|scherm)\s+(?:num[ée]rique|digital(?:e)?))\b/iu;
// A screen the design is for, as a clause or a head: "Slide for our lobby screen: …", "Für den Bildschirm im Foyer".
const SCREEN_FOR = String.raw`(?:(?:an?|one|ein[e]?|une?|un[ao]?|uma?|een)\s+)?(?:(?:slides?|folien?|dias?|diapositiv[ae]s?|visuals?|versions?|loops?|graphics?|designs?|images?|posters?|ads?)\s+)?(?:for|f[üu]r|pour|para|per|voor)\s+(?:(?:our|the|my|unser\p{L}*|den|die|das|notre|nos|l['’]|le|la|les|nuestr[oa]s?|el|los|las|nostr[oa]|il|lo|noss[oa]s?|o|a|os|as|onze|ons|het|de)\s*)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*?(?:screens?|displays?|monitors?|tvs?|signage|bildschirm\p{L}*|monitore?|[ée]crans?|pantallas?|schermo|schermi|telas?|ecr[ãa]s?|scherm(?:en)?)\b(?:\s+(?:in|im|at|of|du|de|del|della|do|da|van)\s+(?:the\s+|der\s+|la\s+|el\s+|il\s+|het\s+)?[\p{L}-]+)?`;
// "Lobby display for our office", "Écran d'accueil pour notre hall": the screen named first.
const SCREEN_FIRST = String.raw`(?:(?:an?|the|our|un|une|el|la|il|lo|o|a|de|het|der|die|das)\s+)?(?:[\p{L}-]+\s+)?(?:screens?|displays?|signage|bildschirm\p{L}*|[ée]crans?|pantallas?|schermo|tela|scherm)(?:\s+(?:d['’]|de\s+)?[\p{L}-]+)?\s+(?:for|in|at|f[üu]r|im|pour|dans|para|en|per|nel(?:la)?|no|na|voor)\s+(?:our|the|unser\p{L}*|den|die|das|notre|nos|l['’]|le|la|nuestr[oa]s?|el|nostr[oa]|il|noss[oa]|o|a|onze|ons|het|de)\s*[\p{L}-]+`;
const SCREEN_CLAUSE = new RegExp(String.raw`^(?:${SCREEN_FOR}|${SCREEN_FIRST})$`, 'iu');
const SCREEN_HEAD = new RegExp(String.raw`^\s*(?:${SCREEN_FOR}|${SCREEN_FIRST})\s*[:–—]\s*`, 'iu');
// A wish for the look: "I'd like it bold", "Je voudrais quelque chose de sobre", "Queremos un diseño elegante".
const WISH_LOOK =
  /^(?:(?:i|we)(?:['’]d|\s+would)\s+(?:like|love|prefer)|(?:i|we)\s+(?:want|need|prefer)|(?:make|keep|let)|(?:ich|wir)\s+(?:h[äa]tten?|m[öo]chten?|wollen|will|w[üu]nschen?)(?:\s+gerne?)?|(?:je|nous|on)\s+(?:voudrais|voudrions|veux|voulons|veut|aimerais|aimerions|souhaite|souhaitons|pr[ée]f[èe]re|pr[ée]f[ée]rons)|j['’](?:aimerais|aimerions|veux|voudrais|souhaite|pr[ée]f[èe]re)|(?:me|nos)\s+gustar[íi]a|quisiera|quiero|queremos|prefiero|preferimos|vorrei|vorremmo|(?:mi|ci)\s+piacerebbe|voglio|vogliamo|preferisco|preferiamo|gostar[íi]a(?:mos)?|queria|quero|prefiro|(?:ik|we|wij)\s+(?:wil|willen|zou|zouden)(?:\s+graag)?)\s+(?:it|es|ça|something|etwas|quelque\s+chose|algo|qualcosa|iets|uma?\s+coisa|(?:(?:a|an|the|ein(?:e[nm]?)?|den|das|une?|le|la|el|un[oa]?|il|lo|uma?|o|een|de|het)\s+)?(?:\p{L}+\s+)?(?:design|look|style|stil|feel|vibe|layout|estilo|stile|stijl|ontwerp|dise[ñn]o|visuel|rendu|aspect|aspetto|aspecto|visual|optik))\b/iu;
// "nothing too corporate", "pas trop chargé", "nicht zu bunt", "niet te druk": a look refused.
const NOT_TOO =
  /^(?:(?:but|aber|mais|pero|ma|mas|maar)\s+)?(?:nothing|not|never|nichts|nicht|rien\s+de|pas|jamais|nada|no|niente(?:\s+di)?|non|n[ãa]o|niets|niet)\s+(?:too|overly|so|zu|allzu|trop|demasiado|muy|tan|troppo|molto|muito|t[ãa]o|te|al\s+te)\s+(?<what>\p{L}+)$/iu;
// "Spotlight vibe", "retro-ish", "boho aesthetic": words that only ever describe a look ("good vibes" is a line).
const VIBE = /\b(?:vibe|aesthetic|[äa]sthetik|esth[ée]tique|est[ée]tica|estetica|esthetiek)\b|\p{L}-ish\b/iu;
// "Tipo cartel cubano", "Estilo minimalista", "Style: retro", "Im Stil der Zwanziger": a style to follow.
const STYLE_LEAD =
  /^(?:tipo|estilo|style|stile|stil|im\s+stil|in\s+(?:de\s+)?stijl|en\s+mode|al\s+estilo|in\s+stile|no\s+estilo|em\s+estilo|stijl)\s*:?\s+\p{L}/iu;
// The noun of a look before its look words: "Ambiente escuro", "Look: dark and moody", "Sfeer: donker".
const LOOK_NOUN =
  /^(?:look|feel|visual|visuel|style|optik|stimmung|ambiance|atmosph[eè]re|atmosphere|ambiente|atmosfera|aspecto|aspetto|estilo|stile|stil|stijl|sfeer|uitstraling)$/iu;
// Arabic and Japanese wishes: "نريد ألوان ذهبية", "ピンク系でお願いします".
const AR_WISH = /^(?:و)?(?:نريد|أريد|اريد|نبغى|نحتاج|نفضل)\s+/u;
// "桜の季節に合う華やかなデザインで", "和風のデザインに", "ピンク系で": a look asked for without "お願いします".
const JA_LOOK_TAIL =
  /(?:デザイン|雰囲気|感じ|テイスト|イメージ|トーン|風|系|調|カラー|色合い|配色)(?:に|で)(?:して|仕上げて)?(?:ほしい|欲しい|ください|下さい)?[。！!]?$/u;
const JA_REQUEST =
  /(?:で|に|を)?(?:お願いします|お願い致します|してください|して下さい|したいです|がいいです|希望です|希望)[。！!]?$/u;

// An instruction for what to put on the design: "Add a quote from our coordinator Maria", "Include our
// logo", "Bitte freundlich und einladend gestalten", "Mettez notre logo". (A price in it makes it copy:
// "Add fries for $2".)
const DIRECTIVE =
  /^(?:please\s+)?(?:add|include|insert|put|show|use|mention|feature|make\s+sure|f[üu]ge?|zeige?|verwende|nutze|ajoute[rz]?|mettez|mets|int[ée]grez|incluye|a[ñn]ade|agrega|pon|usa|aggiungi|inserisci|metti|usa|adicione|inclua|coloque|use|voeg|zet|gebruik)\s+(?:(?:a|an|the|our|my|some|ein(?:e[nm]?)?|unser(?:e[nm]?)?|den|die|das|une?|notre|nos|la|le|les|el|los|las|un[oa]?|nuestr[oa]s?|il|lo|i|gli|nostr[oa]|uma?|o|os|as|noss[oa]s?|een|de|het|onze?)\s+)?(?:quote|quotation|testimonial|logo|photo|picture|image|images|photos|icon|icons|tagline|slogan|hashtag|emoji|zitat|foto|bild|citation|logo|cita|testimonio|citazione|immagine|cita[çc][ãa]o|depoimento|imagem|citaat|afbeelding)\b/iu;
const BITTE_STYLE =
  /^(?:bitte|graag|por\s+favor|per\s+favore|s['’]il\s+vous\s+pla[iî]t)\b.{0,60}\b(?:gestalten|halten|machen|wirken|houden|maken|hacerlo|farlo)\s*$/iu;

const DIGITS = /\d/u;
const MONEY_OR_LINK = /[$€£¥₹]|https?:|www\.|\.(?:com|de|fr|es|it|nl|jp|io|org|net)\b|@/iu;

function words(clause: string): number {
  return clause.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whether one clause of a prompt is a note on the design's look or placement, not words to print. */
export function isDesignNote(raw: string, toneOnly: (clause: string) => boolean = () => false): boolean {
  const clause = raw.trim();
  if (!clause) return false;
  if (isDoNotSay(clause)) return true;
  // "keine Cliparts", "Sin dibujos, por favor", "solo texto limpio", "イラストは使わず"
  if (refusesClipart(clause) && words(clause) <= 8 && !DIGITS.test(clause)) return true;
  if (MONEY_OR_LINK.test(clause)) return false;
  if (HEX.test(clause)) return true;
  const digits = DIGITS.test(clause);
  const n = words(clause);
  if (PLACEMENT.test(clause) && n <= 10) return true;
  if (AR_WISH.test(clause)) return true;
  if (JA_LOOK_TAIL.test(clause) && clause.length <= 40) return true;
  if (
    JA_REQUEST.test(clause) &&
    (COLOUR_SCRIPT.test(clause) ||
      VISUAL_SCRIPT.test(clause) ||
      namesColour(clause) ||
      /雰囲気|感じ|テイスト|デザイン|イメージ|トーン/u.test(clause))
  )
    return true;
  if (digits) return false;
  if ((DIRECTIVE.test(clause) || BITTE_STYLE.test(clause)) && n <= 14) return true;
  if ((VISUAL.test(clause) || VISUAL_SCRIPT.test(clause)) && n <= 12) return true;
  const colour = COLOUR_WORD.test(clause) || COLOUR_SCRIPT.test(clause);
  const named = namesColour(clause) || (colour && namesScene(clause));
  if (colour && (named || CUE.test(clause) || n <= 3)) return true;
  // "Colourful and fun but not babyish", "Bunt, aber nicht kindisch"
  if (colour && isLookOnly(clause)) return true;
  // "Colori caldi e accoglienti", "Couleurs sobres et discrètes": colours by their temperature or mood
  if (COLOUR_NOUN.test(clause) && n <= 6 && asksLook(clause)) return true;
  if (named && n <= 8 && colourOnly(clause)) return true;
  if (STYLE_VERB.test(clause) && n <= 8) return true;
  if (DONT_MAKE.test(clause) && n <= 9) return true;
  if (named && n <= 10 && colourOnly(clause.replace(COLOUR_WISH_LEAD, '').replace(COLOUR_WISH_TAIL, ''))) return true;
  if (SCREEN_CLAUSE.test(clause) && n <= 10) return true;
  if (WISH_LOOK.test(clause) && n <= 12) return true;
  if (isLookNote(clause, n)) return true;
  if (SOMETHING.test(clause) && n <= 5 && !/\p{Lu}/u.test(clause.slice(clause.search(/\s/u)))) return true;
  return toneOnly(clause);
}

/** A clause that names a look: "Spotlight vibe", "Tipo cartel cubano", "Ambiente escuro", "Graag fris en licht". */
function isLookNote(clause: string, n: number): boolean {
  if (STYLE_LEAD.test(clause) && n <= 7) return true;
  if (n > 5) return false;
  if (VIBE.test(clause)) return true;
  const what = NOT_TOO.exec(clause)?.groups?.what;
  if (what) return isLookWord(what);
  const polite = POLITE_FIRST.exec(clause) ?? POLITE_LAST.exec(clause);
  if (polite) return isLookOnly(polite[1]) || (namesColour(polite[1]) && colourOnly(polite[1]));
  if (isRefusedLook(clause)) return true;
  // the noun first only: "Elegant style", "A fresh look" are lines of a shop
  const [first, ...rest] = clause.trim().split(/\s+/u);
  return LOOK_NOUN.test(first.replace(/:$/u, '')) && rest.length > 0 && isLookOnly(rest.join(' '));
}

// "Graag fris en licht", "Classic look please", "Sobre, s'il vous plaît".
const POLITE_WORD = String.raw`(?:graag|gerne?|bitte|please|pls|por\s+favor|per\s+favore|s['’]il\s+vous\s+pla[iî]t|svp)`;
const POLITE_FIRST = new RegExp(String.raw`^${POLITE_WORD}\s+(.+)$`, 'iu');
const POLITE_LAST = new RegExp(String.raw`^(.+?),?\s+${POLITE_WORD}$`, 'iu');
// "Keine knalligen Angebote", "but not babyish", "sin colores chillones": a look word refused, with a noun at most.
const REFUSED_LOOK =
  /^(?:(?:but|aber|mais|pero|ma|mas|maar)\s+)?(?:no|not|nothing|never|kein\p{L}*|nicht|nichts|ohne|pas|rien\s+de|sans|sin|nada|niente(?:\s+di)?|senza|non|sem|n[ãa]o|nada\s+de|geen|niet|niets|zonder)\s+(?<first>\p{L}+)(?:\s+(?<second>\p{L}+))?$/iu;

/** "Keine knalligen Angebote", "not babyish", "sin colores chillones": a look refused, not a line. */
function isRefusedLook(clause: string): boolean {
  const m = REFUSED_LOOK.exec(clause.trim());
  if (!m?.groups) return false;
  const { first, second } = m.groups;
  return isLookWord(first) || (second !== undefined && COLOUR_WORD.test(first) && isLookWord(second));
}

/** A short clause led by a look noun ("Ambiente de verano", "Stimmung: sommerlich"): a note beside another note. */
export function isLookNounLed(clause: string): boolean {
  const [first, ...rest] = clause.trim().split(/\s+/u);
  return LOOK_NOUN.test(first.replace(/:$/u, '')) && rest.length > 0 && rest.length <= 3 && !DIGITS.test(clause);
}

/** A refused look ("nothing too corporate"): it sets no mood. */
export function isRefusal(note: string): boolean {
  return NOT_TOO.test(note.trim());
}

// How much of a colour: "lots of white", "veel wit", "beetje groen", "muito azul", "un peu de vert", "a touch of gold".
const QUANTIFIER =
  /^(?:a|an|lots?|plenty|much|more|mostly|some|little|bit|touch|hint|splash|dash|accents?|viel\p{L}*|mehr|etwas|bisschen|wenig|ein(?:e[nm]?)?|hauch|spur|beaucoup|peu|un|une|touche|soup[çc]on|plus|surtout|de|d['’]|du|des|di|von|van|mucho|mucha|muchos|poco|toque|algo|m[áa]s|molt[oa]|po['’]?|pizzico|tocco|pi[úu]|muit[oa]|bastante|pouco|um|uma|mais|veel|beetje|wat|een|vleugje|meer|vooral)$/iu;

/** "Gold and black", "Navy & white", "veel wit, beetje groen": nothing but colour names, amounts and links. */
function colourOnly(clause: string): boolean {
  return clause
    .split(/\s+|&/u)
    .filter(Boolean)
    .every(
      (w) =>
        isColourWord(w) ||
        /^(?:and|und|et|y|e|en|or|oder|ou|o|of|with|mit|avec|con|com|met|in|im|em|light|dark|soft|pale|deep|bright|baby|pastel|hell|dunkel|clair|fonc[ée]|claro|oscuro|chiaro|scuro|escuro|licht|donker|night|midnight|nuit|noche|notte|noite|nacht|colou?rs?|farben?|couleurs?|colore[s]?|colori|cor(?:es)?|kleur(?:en)?|tones?|t[öo]ne|tons|tonos|toni|tinten|our|unser\p{L}*|notre|nos|nuestr[oa]s?|nostr[oaie]|noss[oa]s?|onze)$/iu.test(
          w,
        ) ||
        QUANTIFIER.test(w),
    );
}

// A refusal heading a clause: "no cheesy clipart", "nada de lunares", "pas de clichés", "keine Sonnen".
const REFUSAL =
  /^(?:(?:but|aber|mais|pero|ma|mas|maar)\s+)?(?:no|nothing|without|nada\s+de|ni|sin|pas\s+de|sans|aucune?|kein\p{L}*|ohne|niente|nessun\p{L}*|senza|nenhu\p{L}*|sem|geen|zonder|لا|بدون)\s+\p{L}/iu;
// What to say instead of a word refused: "lieber 'fair'", "rather 'affordable'", "plutôt « juste »".
const INSTEAD =
  /^(?:lieber|besser|stattdessen|rather|instead|plut[ôo]t|mieux|mejor|m[áa]s\s+bien|meglio|piuttosto|melhor|antes|liever|beter|بل|بدلا)\b/iu;

/** At most three words, no digit, no name after the first word: "very professional", "Vrolijk maar rustig". */
function fewPlainWords(clause: string): boolean {
  const words = clause.split(/\s+/u).filter(Boolean);
  return words.length <= 3 && !DIGITS.test(clause) && words.slice(1).every((w) => !/^\p{Lu}/u.test(w));
}

// A clause runs to a stop, a semicolon or a comma that is not inside a number ("5,000").
const CLAUSE = /([^.;!?。！？،؛\n,、]|,(?=\d))+/gu;
const SENTENCE_END = /[.;!?。！？؛\n]/u;
// The colon inside a clause, not in a clock time ("10:30"): a note may head the copy before it.
const HEAD_COLON = /\s*[:：](?!\d)\s*/u;

interface Clause {
  start: number;
  end: number;
  text: string;
}

/** A note clause's two sides of a colon, when only one of them is a note; undefined otherwise. */
function splitAtColon(
  c: Clause,
  toneOnly: (clause: string) => boolean,
): Array<{ clause: Clause; note: boolean }> | undefined {
  const colon = HEAD_COLON.exec(c.text);
  if (!colon) return undefined;
  const head = c.text.slice(0, colon.index);
  const tail = c.text.slice(colon.index + colon[0].length);
  const headNote = isDesignNote(head, toneOnly);
  if (headNote === isDesignNote(tail, toneOnly)) return undefined;
  // the colon goes with the note
  const cut = c.start + colon.index + (headNote ? colon[0].length : 0);
  return [
    { clause: { start: c.start, end: cut, text: head }, note: headNote },
    { clause: { start: cut, end: c.end, text: tail }, note: !headNote },
  ];
}

// A bracketed aside to the reader or designer, read by isAside: "(NOT our usual rehearsal room)", "(not the old
// address)", "(nicht im üblichen Saal)", "(pas la salle habituelle)", "(no en el local de siempre)", "(non la
// solita sala)", "(não no local habitual)", "(niet de gewone zaal)", "（いつもの会場ではありません）", "(وليس المقر القديم)".
// Printed, it made "FALMOUTH (NOT OUR USUAL REHEARSAL ROOM)" a headline.
const ASIDE = /\s*[(（]([^()（）]{3,80})[)）]/gu;
const ASIDE_NOT =
  /^(?:(?:note|nb|n\.b\.|attention|achtung|ojo|atenci[óo]n|aten[çc][ãa]o|attenzione|let\s+op)\s*[:!,]?\s*)?(?:not|never|no\s+longer|nicht|nie|kein\p{L}*|pas|plus|no|non|n[ãa]o|niet|geen|nooit|ليس|وليس|لا|غير)\b/iu;
const ASIDE_USUAL =
  /\b(?:usual|old|regular|normal|previous|former|same|standard|üblich\p{L}*|alt(?:e|en|er|es)?|gewohnt\p{L}*|bisherig\p{L}*|sonstig\p{L}*|gewöhnlich\p{L}*|habituel\p{L}*|ancien\p{L}*|d['’]habitude|habitual\p{L}*|de\s+siempre|antigu[oa]s?|anterior\p{L}*|solit[oaie]|vecchi[oa]|precedente|abitual\p{L}*|antig[oa]s?|do\s+costume|gewone|oude|vaste|vorige|normale)\b|المعتاد|المعتادة|القديم|القديمة|السابق|いつもの|以前の|旧/iu;

// "NOT our usual room", "NICHT im Saal", "PAS à la salle": a shouted negation before a place ("NO reservations
// needed" is a fact, not an aside)
const SHOUTED =
  /^(?:NOT|NICHT|PAS|NO|NON|N[ÃA]O|NIET)\s+(?:(?:at|in|on|im|in\s+der|am|à|au|dans|en|a|nel|nella|no|na|op)\s+)?(?:our|the|unser\p{L}*|der|die|das|notre|la|le|l['’]|nuestr[oa]|el|nostr[oa]|il|noss[oa]|o|a|onze|de|het)\b/iu;

/** Whether the words inside brackets are an aside that corrects or warns ("NOT our usual room"), not copy. */
function isAside(inner: string): boolean {
  const t = inner.trim();
  if (DIGITS.test(t) || MONEY_OR_LINK.test(t)) return false;
  if (/(?:ではありません|ではない|じゃない|ではなく)/u.test(t) && ASIDE_USUAL.test(t)) return true;
  if (!ASIDE_NOT.test(t)) return false;
  // shouted ("NOT our usual rehearsal room") or naming the usual, old or previous place or time
  return SHOUTED.test(t) || ASIDE_USUAL.test(t);
}

/**
 * The prompt without its design notes, and the notes taken out (their tone words may set the mood).
 * The separators between the clauses that stay are kept as written.
 */
export function withoutDesignNotes(
  text: string,
  toneOnly: (clause: string) => boolean,
): { text: string; notes: string[] } {
  const notes: string[] = [];
  // "(NOT our usual rehearsal room)", "(not the old address)": an aside that corrects or warns is no copy
  let body = text.replace(ASIDE, (whole, inner: string) => (isAside(inner) ? ' ' : whole));
  // "Slide for our lobby screen: Team lunch …": the screen heads the copy
  const head = SCREEN_HEAD.exec(body);
  if (head && !DIGITS.test(head[0])) {
    notes.push(head[0].replace(/[:–—]\s*$/u, '').trim());
    body = body.slice(head[0].length);
  }
  const clauses = [...body.matchAll(CLAUSE)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  const sentenceOf: number[] = [];
  let sentence = 0;
  clauses.forEach((c, i) => {
    sentenceOf.push(sentence);
    if (SENTENCE_END.test(body.slice(c.end, clauses[i + 1]?.start ?? body.length))) sentence++;
  });
  const note = clauses.map((c) => isDesignNote(c.text, toneOnly));
  // "تصميم بألوان وردية: صالون نور للتجميل", "Pastel colours: Studio Mia nails": a note heading a name
  // before a colon takes only itself out, the name after it stays copy (and the other way round).
  for (let i = clauses.length - 1; i >= 0; i--) {
    const parts = note[i] ? splitAtColon(clauses[i], toneOnly) : undefined;
    if (!parts) continue;
    clauses.splice(i, 1, ...parts.map((p) => p.clause));
    note.splice(i, 1, ...parts.map((p) => p.note));
    sentenceOf.splice(i, 0, sentenceOf[i]);
  }
  // "Dark, moody, spotlight vibe": look words beside a note of their sentence belong to it; so do a refusal
  // ("no cheesy sunshine clipart", "nada de lunares ni tópicos"), what to say instead of a word refused
  // ("Bitte nicht 'billig' schreiben, lieber 'fair'") and a few words among notes only ("Vrolijk maar
  // rustig, blauwtinten"): printed, a blind review read them as headlines
  // (twice: a clause between two such clauses sees both marked)
  for (let pass = 0; pass < 2; pass++)
    clauses.forEach((c, i) => {
      if (note[i]) return;
      const mates = clauses.map((_, j) => j).filter((j) => j !== i && sentenceOf[j] === sentenceOf[i]);
      if (!mates.some((j) => note[j])) return;
      const text = c.text.trim();
      if (
        isLookOnly(text) ||
        isLookNounLed(text) ||
        REFUSAL.test(text) ||
        (INSTEAD.test(text) && mates.some((j) => note[j] && isDoNotSay(clauses[j].text))) ||
        (mates.every((j) => note[j]) && fewPlainWords(text))
      )
        note[i] = true;
    });
  if (!note.some(Boolean) && !notes.length && body === text) return { text, notes };
  let kept = '';
  let last = 0;
  clauses.forEach((c, i) => {
    kept += body.slice(last, c.start) + (note[i] ? ' ' : c.text);
    last = c.end;
    if (note[i]) notes.push(c.text.trim());
  });
  kept += body.slice(last);
  const tidy = kept
    .replace(/^[\s.;!?。！？،؛,、]+/u, '')
    .replace(/\s+([.;!?。！？،؛,、])/gu, '$1')
    .replace(/([.;!?。！？،؛,、])(?:\s*[,、،;])+/gu, '$1')
    .replace(/([.!?。！？])(?:\s*[.!?。！？])+/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  return { text: tidy, notes };
}
