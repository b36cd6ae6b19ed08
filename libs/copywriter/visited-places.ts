// Where the reader goes in person, in the nine languages, so the button says "come by" rather than a
// step the advertiser does not offer: a second-hand shop with a street address and opening hours and no
// web shop is visited ("Kom langs", never "Nu shoppen"); a market, a fair, a flea market, an exhibition
// or an open day in a hall is visited ("Venez nous voir", never "Réserver" or 「チケット入手」).
// All patterns read folded text (text.fold: lower case, no accents, kana and hamza decomposed).

const folded = (source: string): string => source.normalize('NFKD');

/** A web address or a word naming an online way to buy ("webshop", "en ligne", "通販"). */
const ONLINE = new RegExp(
  folded(
    String.raw`(?:https?://|www\.|\b[\p{L}\d-]+\.(?:com|net|org|shop|store|de|fr|es|it|nl|pt|be|ch|at|co\.uk|uk|jp|ae|sa|eu|io|app)\b)|(?<!\p{L})(?:online|on-line|web ?shop|e-?shop|website|webwinkel|onlineshop|online-shop|en ligne|sur (?:le|notre) site|en linea|tienda online|loja online|negozio online|sul (?:nostro )?sito|no (?:nosso )?site|op (?:onze )?site|link in (?:our |the )?bio|app)(?!\p{L})|オンライン|通販|ネットショップ|ウェブ|ホームページ|أونلاين|اونلاين|عبر الإنترنت|موقعنا|متجرنا الإلكتروني`,
  ),
  'u',
);

/** Opening hours or opening days: a place with doors. */
const OPENING_HOURS = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:open(?:ing hours| daily| every day| (?:mon|tue|wed|thu|fri|sat|sun)\w*| from \d)|(?:mon|tue|wed|thu|fri|sat|sun)\w*\s*[-–]\s*(?:mon|tue|wed|thu|fri|sat|sun)\w*\s+\d|offnungszeiten|geoffnet|(?:mo|di|mi|do|fr|sa)\s*[-–]\s*(?:fr|sa|so)\s+\d|horaires?|ouvert (?:du|tous|le|de|7)|horarios?|abierto (?:de|del|todos|los)|orari|aperto (?:dal|da|tutti|il)|aberto (?:de|das|todos)|horario de funcionamento|openingstijden|geopend|open (?:van|di|ma|wo|do|vr|za|zo)(?!\p{L}))|営業時間|営業日|定休日|ساعات العمل|مفتوح من|نفتح`,
  ),
  'u',
);

/** A street address: a street word beside a number, in each language's order. */
const STREET = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:\d+[a-z]?,?\s+(?:[\p{L}'-]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|way|square|high street|row|parade)|(?:rue|avenue|boulevard|bd|place|calle|c/|avenida|av\.|plaza|paseo|via|viale|piazza|corso|largo|rua|praca|travessa)\s+(?:[\p{L}'-]+\s+){0,4}?\d+|[\p{L}-]*(?:strasse|str\.|weg|platz|gasse|allee|ring|damm|straat|laan|plein|gracht|kade|dijk|markt)\s+\d+)(?!\p{L})|\d+丁目|\d+-\d+-\d+|駅前|شارع`,
  ),
  'u',
);

/** Coming as one is ("walk-ins welcome", "Kommen Sie vorbei", 「お気軽にお越しください」). */
const COME_BY = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:walk[ -]?ins?|drop (?:by|in)|stop by|pop in|come (?:by|in|and see)|visit us|in[ -]store|(?:kommen|schauen) sie (?:gerne |einfach )?vorbei|komm (?:gerne |einfach )?vorbei|vorbeikommen|passez(?: nous voir)?|venez nous voir|ven a vernos|pasate|visitanos|vieni a trovarci|passa a trovarci|venha nos visitar|visite-nos|kom (?:gerust )?langs|loop (?:gerust )?binnen)(?!\p{L})|お越し|ご来店|来店|زورونا|تفضلوا بزيارتنا`,
  ),
  'u',
);

/** A shop that sells where it stands: second-hand, charity and thrift shops, markets. */
const WALK_IN_SHOP = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:second[ -]?hand|thrift|charity shop|op shop|vintage shop|flea market|farmers'? market|market hall|(?:tweede ?hands|kringloop)\w*|friperie|depot[ -]vente|ressourcerie|recyclerie|brocante|secondhand\w*|gebrauchtwaren\w*|sozialkaufhaus|flohmarkt|trodel\w*|(?:de )?segunda mano|rastro|mercadillo|(?:dell'?|d')?usato|mercatino|rigatteria|(?:de )?segunda mao|brecho|feira|mercado|marche|markt(?:halle)?|mercato|market)(?!\p{L})|古着|中古|リサイクルショップ|フリマ|フリーマーケット|蚤の市|朝市|マルシェ|مستعمل|سوق`,
  ),
  'u',
);

/**
 * Occasions one walks into: a fair, a market, an exhibition, an open day; a market that names a place
 * ("Buchhandlung am Markt", "Market Street", "Marktplatz") is none. "Salon" only as the French
 * fair ("Salon des vins"), never a hair or tea salon; 「市」 only as a market's last character.
 */
const VISITED_OCCASION = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:fairs?|craft fair|trade fair|fete|fetes|bazaars?|markets?(?! (?:street|square|place|st|road|lane|town|leader|share)\b)|flea market|car boot sale|jumble sale|expo|exhibitions?|open days?|open house|salon (?:des|du|de la|de l'|d')(?!\s*(?:coiffure|the|beaute|massage|manucure|esthetique|onglerie))|salone del|foire|brocante|vide[ -]greniers?|braderie|exposition|portes ouvertes|feria|mercadillo|rastro|exposicion|puertas abiertas|(?<!(?:am|vom|beim|zum|aan de|op de) )markt(?! ?(?:platz|strasse|gasse))|flohmarkt|trodelmarkt|weihnachtsmarkt|wochenmarkt|messe|ausstellung|basar|tag der offenen tur|fiera|mercatino|mostra|sagra|porte aperte|feira|exposicao|dia aberto|portas abertas|rommelmarkt|vlooienmarkt|kerstmarkt|beurs|tentoonstelling|open dag)(?!\p{L})|(?:づくり|作り|手作り|朝|骨董|蚤の|植木|陶器|古本)市|マルシェ|フリーマーケット|フリマ|展示会|即売会|展覧会|見本市|バザー|フェア|オープンキャンパス|見学会|معرض|سوق|بازار|يوم مفتوح`,
  ),
  'u',
);

export interface PlaceEvidence {
  /** The prompt names a way to buy online (a web address, "webshop", "en ligne"). */
  online: boolean;
  /** The prompt shows a place with doors: a street address, opening hours or words asking to come by. */
  physical: boolean;
  /** The advertiser is a shop that sells where it stands (second-hand, charity, a market). */
  walkInShop: boolean;
  /** The occasion is one walked into: a fair, a market, an exhibition, an open day. */
  visitedOccasion: boolean;
}

/** What a folded prompt says about being visited in person. */
export function placeEvidence(foldedText: string): PlaceEvidence {
  return {
    online: ONLINE.test(foldedText),
    physical: OPENING_HOURS.test(foldedText) || STREET.test(foldedText) || COME_BY.test(foldedText),
    walkInShop: WALK_IN_SHOP.test(foldedText),
    visitedOccasion: VISITED_OCCASION.test(foldedText),
  };
}
