// Words of the emoji index that, in an advert in their own language, mostly mean something else than
// the thing they draw: Dutch "bel" is "call" before it is a bell, French "avocat" a lawyer before an avocado, Spanish "llama" "calls", Portuguese "vale a pena" is "worth
// it" (no feather), German "Bar" folds to "Bär" (a bear). Such a word may back up another word that
// names the same thing ("kaars", "vela"), never choose a picture alone. Folded as normalise.ts folds.
import { foldWord, stems } from './normalise';

const BY_LANGUAGE: Record<string, readonly string[]> = {
  // "give us a ring", "watch the show", "key features", "drop by", "seal the deal"
  // "Golf" is a car (a VW Golf) as often as the game: golf lessons and courses are read in sport-subjects.ts
  english: ['ring', 'watch', 'key', 'drop', 'seal', 'rock', 'pool', 'crane', 'golf'],
  // "bel ons" (call us), "tot slot" (finally), "in het hart van" (in the heart of), a "bank" is a sofa too
  dutch: ['bel', 'slot', 'hart', 'bank', 'vlam', 'golf'],
  // a lawyer, fishing, a grade or bill, a walk or market, a room or part, a job, "en train de",
  // "clé en main" and "chiffres clés"
  french: ['avocat', 'peche', 'note', 'marche', 'piece', 'mode', 'poste', 'train', 'souris', 'cle'],
  // "llama ya" (call now), "sobre" (about), a shop, a sheet, a heap, Lima, a grade
  spanish: ['llama', 'sobre', 'tienda', 'hoja', 'pila', 'lima', 'nota', 'papa'],
  // fishing, "porta un amico" (bring a friend), a field, paper or a menu, a curtain, a trade fair,
  // the stock exchange or a grant ("borsa di studio")
  italian: ['pesca', 'porta', 'campo', 'carta', 'penna', 'tenda', 'fiera', 'borsa'],
  // a sleeve, a point, a network, "vale a pena" (worth it), a shop
  portuguese: ['manga', 'ponto', 'rede', 'pena', 'loja'],
  // a bar ("Bär" folded), a lock ("Schloss"), a hangover, a grade, a bench, a card or ticket
  german: ['bar', 'schloss', 'kater', 'note', 'bank', 'karte', 'golf'],
  // an hour ("خلال 24 ساعة", within 24 hours), opening hours, "قدّم" (apply, offer), an eye or
  // appointing, a table (a ping-pong table in the index)
  arabic: ['ساعة', 'ساعات', 'قدم', 'عين', 'طاولة'],
  // "service" (no service dog), "time" (タイムセール, ランチタイム), a "light" plan, 火 is Tuesday in "5月6日(火)"
  japanese: ['サービス', 'タイム', 'ライト', '火'],
};

const FOLDED = new Map(
  Object.entries(BY_LANGUAGE).map(([lang, ws]) => [lang, new Set(ws.map((w) => foldWord(w, lang)))]),
);

/** Whether a folded word of `language` (or the form it was found under: "pieces", "bars") has a common other sense in adverts. */
export function isHomograph(foldedWord: string, language: string): boolean {
  const set = FOLDED.get(language);
  return Boolean(
    set && (set.has(foldedWord) || (language !== 'japanese' && stems(foldedWord).some((f) => set.has(f)))),
  );
}
