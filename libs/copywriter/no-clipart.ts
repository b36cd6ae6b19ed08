// A prompt that refuses drawn pictures: "keine Cliparts", "no clipart", "sans illustrations", "sin dibujos",
// "niente icone", "nada de desenhos", "geen plaatjes of iconen", "بدون رسومات", "イラストは使わず写真っぽく",
// or asks for text only ("solo texto", "nur Text"). A blind review found "Bitte schlicht halten ... keine
// Cliparts" drawn with a clipart wrench all the same, and the refusal printed as a line. The clause is a
// note to the designer (design-notes.ts), and the design gets no built-in illustration on any variant
// (src/modules/rendering/render-brief.service.ts).

const DRAWN_EN = String.raw`(?:cheesy\s+|cartoon(?:ish)?\s+|stock\s+)?(?:clip[\s-]?arts?|illustrations?|icons?|drawings?|cartoons?|emojis?|graphics|doodles|pictograms?)`;
const DRAWN_DE = String.raw`(?:clip[\s-]?arts?|illustrationen?|icons?|zeichnungen|comics|comic-?figuren|bildchen|grafiken|symbole|emojis?|piktogramme?|cartoons?)`;
const DRAWN_FR = String.raw`(?:clip[\s-]?arts?|illustrations?|ic[ôo]nes?|dessins?|pictogrammes?|picto|emojis?|cliparts?)`;
const DRAWN_ES = String.raw`(?:clip[\s-]?arts?|ilustraci(?:ones|[óo]n)|[íi]conos?|dibujos?|dibujitos|caricaturas|emojis?|gr[áa]ficos)`;
const DRAWN_IT = String.raw`(?:clip[\s-]?arts?|illustrazion[ei]|icone|icona|disegn[oi]|disegnini|emoji|vignette)`;
const DRAWN_PT = String.raw`(?:clip[\s-]?arts?|ilustra[çc](?:[õo]es|[ãa]o)|[íi]cones?|desenhos?|desenhinhos|emojis?|bonecos)`;
const DRAWN_NL = String.raw`(?:clip[\s-]?arts?|illustraties?|iconen|icoontjes|plaatjes|tekeningen|emoji['’]?s|poppetjes|clipart)`;

const REFUSALS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:no|without|avoid|skip|not?\s+any)\s+(?:\p{L}+\s+)?${DRAWN_EN}\b|\b(?:just|only)\s+(?:the\s+)?text(?=\s*(?:[,.;!]|$|please\b))|\btext\s+only(?=\s*(?:[,.;!]|$|please\b))|\bphoto(?:graphic)?[\s-]style\s+only\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:kein(?:e|en)?|ohne)\s+(?:\p{L}+\s+)?${DRAWN_DE}\b|\bnur\s+(?:mit\s+)?text\b`, 'iu'),
  new RegExp(
    String.raw`\b(?:sans|pas\s+d['’e]\s*|aucune?|ni|jamais\s+d['’e]\s*)\s*${DRAWN_FR}\b|\b(?:texte\s+seul(?:ement)?|uniquement\s+du\s+texte|que\s+du\s+texte)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:^|[^\p{L}])(?:sin|nada\s+de|ni|ning[úu]n|ninguna|no\s+(?:quiero|queremos|pongas|pongan|usar|uses))\s+${DRAWN_ES}(?![\p{L}])|(?:^|[^\p{L}])(?:solo|s[óo]lo)\s+texto(?![\p{L}])`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:niente|senza|nessun[ao]?|no|non\s+(?:voglio|vogliamo|usare|mettere))\s+(?:di\s+)?${DRAWN_IT}\b|\bsolo\s+testo\b`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:^|[^\p{L}])(?:sem|nada\s+de|nenhum[a]?|n[ãa]o\s+(?:quero|queremos|usar|use|coloque|coloquem))\s+${DRAWN_PT}(?![\p{L}])|(?:^|[^\p{L}])(?:s[óo]|apenas)\s+texto(?![\p{L}])`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:geen|zonder)\s+(?:\p{L}+\s+)?${DRAWN_NL}\b|\balleen\s+tekst\b`, 'iu'),
  /(?:بدون|دون|من\s+غير|لا\s+(?:نريد|نرغب\s+في|تضع|تضعوا|تستخدم|تستخدموا))\s+(?:أي\s+)?(?:ال)?(?:رسومات|رسوم|رموز|أيقونات|ايقونات|كليب\s*آرت|صور\s+كرتونية|كرتون)/u,
  /(?:イラスト|クリップアート|アイコン|絵文字|挿絵|キャラクター|絵)(?:は|を|も)?(?:なし|無し|不要|使わ|いれない|入れない|使用しない|NG|なしで|控え)|写真(?:っぽく|風に|のみ|だけ)|文字だけ|テキストのみ|文字のみ/u,
];

/** Whether a prompt (or one clause of it) refuses drawn pictures: clipart, icons, illustrations, or asks for text only. */
export function refusesClipart(text: string | undefined): boolean {
  if (!text) return false;
  return REFUSALS.some((re) => re.test(text));
}
