// Notes to the designer inside a prompt: how the design should look, not what it says. "Dark background
// with our teal #00B3A4", "Lots of white space", "Soll ruhig, hell und einladend wirken", "Sobre et
// professionnelle", "やわらかいピンク系でお願いします", "نريد ألوان ذهبية وطابع فخم", "Something fun and
// colourful", "Digital screen for the venue entrance". Printed as a headline they embarrass the brand
// (seen on 11 of 30 prompts of a blind review), so each such clause is taken out before the prompt is read
// as copy; the tone words it holds still set the mood (brief.ts).

// Words that only ever speak of a design's look (never of a product on sale).
const VISUAL =
  /\b(?:backgrounds?|backdrops?|white\s*space|whitespace|fonts?|typography|typeface|layouts?|palette|colou?r\s+scheme|gradients?|look\s+and\s+feel|aesthetic|hintergrund\p{L}*|wei(?:ß|ss)raum|schriftart|farbgebung|farbpalette|mise\s+en\s+page|typographie|fond\s+(?:sombre|clair|blanc|noir|fonc[ée])|espace\s+blanc|tipograf[íi]a|fondo\s+(?:oscuro|claro|blanco|negro)|espacio\s+en\s+blanco|sfondo|spazio\s+bianco|tipografia|fundo\s+(?:escuro|claro|branco|preto)|espa[çc]o\s+em\s+branco|achtergrond|witruimte|lettertype|kleurstelling)\b/iu;
const VISUAL_SCRIPT = /背景|フォント|レイアウト|余白|配色|خلفية|الخط\s+|مساحة\s+بيضاء/u;
const HEX = /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/iu;
// Colour words, and colour names: a clause of them with a cue, or with little else, is a note on the look.
const COLOUR_WORD =
  /\b(?:colou?rs?|colou?rful|colou?red|farben|farbig|farbenfroh|bunt|couleurs?|color[ée]e?s?|colores|colorid[oa]s?|colori|colorat[oi]|cores|kleuren|kleurrijk|tones?|t[öo]ne|tons|tonos|toni|tinten)\b/iu;
const COLOUR_NAME =
  /\b(?:pink|gold(?:en)?|teal|navy|brown|cream|beige|pastels?|turquoise|burgundy|black|white|red|blue|green|yellow|orange|purple|grey|gray|silver|rosa|golden|gr[üu]n|blau|schwarz|wei(?:ß|ss)|braun|rot|gelb|lila|rose|dor[ée]e?s?|noir|blanc|bleu|vert|jaune|marron|brun|rouge|violet|rosad[oa]|dorad[oa]s?|negro|blanco|azul|verde|amarillo|marr[óo]n|rojo|morado|oro|dorat[oi]|nero|bianco|blu|giallo|marrone|rosso|viola|preto|branco|amarelo|vermelho|roxo|roze|goud|zwart|wit|blauw|groen|geel|bruin|rood|paars)\b/iu;
const COLOUR_SCRIPT =
  /色|カラー|系|ピンク|ブルー|グリーン|ゴールド|ホワイト|ブラック|パステル|ألوان|لون|ذهبي|وردي|ملون/u;
// Cues that a clause asks for something rather than says it.
const CUE =
  /\b(?:use|using|with|prefer|please|keep|make\s+it|should|must|our\s+brand|bitte|mit|soll(?:te|en)?|avec|doit|con|que\s+sea|deve|com|met|moet|graag|in\s+(?:our|unseren?|nos|nuestros|nostri|nossas?|onze))\b/iu;
// How the design should come across: "soll ruhig wirken", "should feel premium", "doit faire sérieux".
const STYLE_VERB =
  /\b(?:should\s+(?:feel|look|be|seem)|wirken|aussehen|r[üu]berkommen|ausstrahlen|soll(?:te)?\b|doit\s+(?:[êe]tre|faire|para[îi]tre)|que\s+(?:sea|se\s+vea|parezca|transmita)|debe\s+(?:ser|verse|parecer)|deve\s+(?:essere|sembrare|trasmettere|ser|parecer|passar)|moet\s+\p{L}+\s+(?:ogen|uitstralen|zijn|overkomen)|uitstralen|overkomen)\b/iu;
// A head that is only a wish for the look: "Something fun and colourful", "Algo alegre y moderno".
const SOMETHING = /^(?:something|anything|algo|etwas|quelque\s+chose|qualcosa|iets|alguma\s+coisa)\s+/iu;
// A screen or sign the design is for: "Digital screen for the venue entrance".
const PLACEMENT =
  /^(?:an?\s+|ein\s+|une?\s+|un[oa]?\s+|uma?\s+|een\s+)?(?:digital(?:e|en)?\s+(?:screens?|signage|displays?|bildschirm)|(?:[ée]cran|pantalla|schermo|tela|scherm)\s+(?:num[ée]rique|digital(?:e)?))\b/iu;
// Arabic and Japanese wishes: "نريد ألوان ذهبية", "ピンク系でお願いします".
const AR_WISH = /^(?:و)?(?:نريد|أريد|اريد|نبغى|نحتاج|نفضل)\s+/u;
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
  if (!clause || MONEY_OR_LINK.test(clause)) return false;
  if (HEX.test(clause)) return true;
  const digits = DIGITS.test(clause);
  const n = words(clause);
  if (PLACEMENT.test(clause) && n <= 10) return true;
  if (AR_WISH.test(clause)) return true;
  if (
    JA_REQUEST.test(clause) &&
    (COLOUR_SCRIPT.test(clause) ||
      VISUAL_SCRIPT.test(clause) ||
      /雰囲気|感じ|テイスト|デザイン|イメージ|トーン/u.test(clause))
  )
    return true;
  if (digits) return false;
  if ((DIRECTIVE.test(clause) || BITTE_STYLE.test(clause)) && n <= 14) return true;
  if ((VISUAL.test(clause) || VISUAL_SCRIPT.test(clause)) && n <= 12) return true;
  const colour = COLOUR_WORD.test(clause) || COLOUR_SCRIPT.test(clause);
  const named = COLOUR_NAME.test(clause);
  if (colour && (named || CUE.test(clause) || n <= 3)) return true;
  if (named && n <= 4 && colourOnly(clause)) return true;
  if (STYLE_VERB.test(clause) && n <= 8) return true;
  if (SOMETHING.test(clause) && n <= 5 && !/\p{Lu}/u.test(clause.slice(clause.search(/\s/u)))) return true;
  return toneOnly(clause);
}

/** "Gold and black", "Navy & white": nothing but colour names and links. */
function colourOnly(clause: string): boolean {
  return clause
    .split(/\s+|&/u)
    .filter(Boolean)
    .every(
      (w) =>
        COLOUR_NAME.test(w) ||
        /^(?:and|und|et|y|e|en|with|mit|avec|con|com|met|light|dark|soft|hell|dunkel|clair|fonc[ée]|claro|oscuro|chiaro|scuro|escuro|licht|donker)$/iu.test(
          w,
        ),
    );
}

// A clause runs to a stop, a semicolon or a comma that is not inside a number ("5,000").
const CLAUSE = /([^.;!?。！？،؛\n,、]|,(?=\d))+/gu;

/**
 * The prompt without its design notes, and the notes taken out (their tone words may set the mood).
 * The separators between the clauses that stay are kept as written.
 */
export function withoutDesignNotes(
  text: string,
  toneOnly: (clause: string) => boolean,
): { text: string; notes: string[] } {
  const notes: string[] = [];
  const kept = text.replace(CLAUSE, (clause) => {
    if (!isDesignNote(clause, toneOnly)) return clause;
    notes.push(clause.trim());
    return ' ';
  });
  if (!notes.length) return { text, notes };
  const tidy = kept
    .replace(/^[\s.;!?。！？،؛,、]+/u, '')
    .replace(/\s+([.;!?。！？،؛,、])/gu, '$1')
    .replace(/([.;!?。！？،؛,、])(?:\s*[,、،;])+/gu, '$1')
    .replace(/([.!?。！？])(?:\s*[.!?。！？])+/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  return { text: tidy, notes };
}
