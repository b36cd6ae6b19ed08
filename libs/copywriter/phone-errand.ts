// Whether the prompt ties its errand (ordering, booking) to the phone: "call to order", "reserve by
// phone", "bestellen Sie telefonisch", "commandez par téléphone", "電話で予約", "للحجز اتصل على …", or
// an errand followed by the number itself ("Reservierung unter 040 123456"). A prompt that gives a web
// address beside such a phone still asks for a call, so the button says the phone, not a bare verb.
// Read one clause at a time: "order online, or call us with questions" ties the order to the site.
import { fold } from './text';

/** Words for ordering or booking in the nine languages (folded: no accents, lower case). */
const ERRAND =
  /\b(?:order(?:s|ing)?|book(?:ing|ings)?|reserv\w*|appointments?|bestel\w*|vorbestel\w*|buchen|buchung\w*|termin\w*|command\w*|rendez-vous|rdv|pid[ae]\w*|pedid\w*|citas?|ordina(?:te|re)?|ordini|prenot\w*|encomend\w*|encomenda\w*|agend\w*|marque|peca|boek\w*|afspraak)\b|予約|注文|申し?込|للطلب|اطلب|احجز|للحجز|الحجز|الطلب|حجز/u;

/** Words for the phone or calling in the nine languages. */
const PHONE =
  /\b(?:(?<!last )call|phone|phoning|telephone|ring us|telefon\w*|anruf\w*|ruf(?:en)?(?: sie)? (?:uns )?an|appel\w*|tel|llam\w*|chiam\w*|lig(?:ue|ar|ando)|bel|bellen|belt)\b|電話|☎|اتصل|اتصال|هاتف|بالهاتف|الهاتف/u;

/** A clause that names the web is the web's, whatever else it says ("order online or call"). */
const WEB =
  /\b(?:online|website|web ?shop|en ligne|en linea|in rete|sito|site|www\.)|https?:|オンライン|ネット|サイト|أونلاين|الإنترنت|موقع/u;

/** Clause ends: a comma, a semicolon, a sentence's end (a dot before a space, not the dot of "tonys.com" or "01.23"). */
const CLAUSE_END = /[,;!?、。،؛\n]|\.(?=\s|$)/u;

/** True when a clause of the prompt asks to order or book by phone; `phone` is the prompt's number, `urls` its web addresses. */
export function errandByPhone(prompt: string, phone: string, urls: readonly string[] = []): boolean {
  return prompt.split(CLAUSE_END).some((clause) => {
    const folded = fold(clause);
    const test = (re: RegExp) => re.test(folded) || re.test(clause);
    if (test(WEB) || urls.some((u) => clause.includes(u))) return false;
    return test(ERRAND) && (test(PHONE) || clause.includes(phone));
  });
}
