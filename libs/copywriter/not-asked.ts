// What the prompt says is NOT needed, in the nine languages: "no booking needed", "walk in", "sans
// inscription", "ohne Termin", "sin cita previa", "senza prenotazione", "sem marcação", "geen aanmelding
// nodig", "予約不要", "بدون موعد". The word after the negation ("booking", "Anmeldung") would otherwise count
// as the very action it refuses, and the button would ask for it ("Aanmelden", "Get tickets"); a drop-in
// event is visited instead ("Come by", "Kom langs", "Ven a vernos").
import type { CtaIntent } from './types';

/**
 * What a refusal takes away: a booking, a sign-up or a ticket. Each refuses every step ahead of coming:
 * "sans inscription" is no place to reserve either, "no tickets needed" no RSVP.
 */
export type NotAskedKind = 'booking' | 'signup' | 'tickets';

const REFUSED_ACTIONS: readonly CtaIntent[] = ['book', 'reserve', 'register', 'signup', 'enroll', 'rsvp', 'tickets'];

// The nouns and verbs of each kind, folded (lower case, no accents; see text.fold).
const BOOKING =
  'booking|bookings|reservations?|appointments?|book(?:ing)? ahead|book|reserve|termin|terminvereinbarung|reservierung|buchung|rendez[ -]vous|rdv|reservation|cita(?: previa)?|reserva(?: previa)?|reservar|prenotazione|prenotare|appuntamento|marcacao|agendamento|marcar|agendar|reservering|reserveren|afspraak';
const SIGNUP =
  'sign[ -]?ups?|signing up|registration|registering|register|rsvp|anmeldung|voranmeldung|anmelden|inscription|inscripcion(?: previa)?|inscribirse|iscrizione|iscriversi|inscricao|inscrever|aanmelding|aanmelden|inschrijving|inschrijven';
const TICKETS = 'tickets?|eintrittskarten?|billets?|entradas?|biglietti|biglietto|bilhetes?|ingressos?|kaartjes?';

/** "<negation> <word>" and "<word> <not needed>" in the Latin-script languages. */
const LATIN_REFUSAL = (words: string): RegExp =>
  new RegExp(
    String.raw`(?<!\p{L})(?:no(?: need (?:to|for))?|without|ohne|keine?|sans|pas (?:besoin )?(?:de |d')|aucune? |sin|no (?:hace falta|necesitas?|se necesita|es necesario|requiere)|senza|non (?:serve|occorre|e necessari[ao])|sem|nao (?:e )?(?:precisa|preciso|necessari[ao])(?: de)?|geen|zonder|niet nodig (?:om )?)\s*(?:an? |la |el |una? |de |di |prior |advance |vorherige |previa )?(?:${words})(?!\p{L})|(?<!\p{L})(?:${words})\s+(?:(?:is|are)\s+)?(?:not (?:needed|required|necessary)|nicht (?:notig|erforderlich)|non (?:necessaire|requise?|obligatoire)|pas necessaire|no (?:es )?necesaria?|non (?:e )?(?:necessari[ao]|richiest[ao])|nao (?:e )?necessari[ao]|niet nodig|overbodig)(?!\p{L})`,
    'gu',
  );

// (Built from a folded source: folded kana and Arabic letters with hamza are decomposed.)
const folded = (source: string): string => source.normalize('NFKD');

const REFUSALS: ReadonlyArray<readonly [NotAskedKind, RegExp]> = [
  ['booking', LATIN_REFUSAL(BOOKING)],
  ['signup', LATIN_REFUSAL(SIGNUP)],
  ['tickets', LATIN_REFUSAL(TICKETS)],
  [
    'booking',
    new RegExp(
      folded(
        '予約(?:は)?(?:不要|なし|いりません|必要ありません)|(?:بدون|دون|من غير)\\s+(?:موعد|حجز)|لا\\s+(?:حاجة|داعي)\\s+(?:لل|إلى\\s+ال)?(?:موعد|حجز)',
      ),
      'gu',
    ),
  ],
  [
    'signup',
    new RegExp(
      folded(
        '(?:申し?込み?|登録|エントリー)(?:は)?(?:不要|なし|いりません|必要ありません)|(?:بدون|دون|من غير)\\s+(?:ال)?تسجيل|لا\\s+(?:حاجة|داعي)\\s+(?:لل|إلى\\s+ال)?تسجيل',
      ),
      'gu',
    ),
  ],
  [
    'tickets',
    new RegExp(
      folded('(?:チケット|整理券)(?:は)?(?:不要|なし|いりません)|(?:بدون|دون|من غير)\\s+(?:ال)?(?:تذاكر|تذكرة)'),
      'gu',
    ),
  ],
];

/** Coming as one is: a walk-in, a drop-in, free entry. Asks for a visit, refuses nothing by itself. */
const DROP_IN = new RegExp(
  folded(
    String.raw`(?<!\p{L})(?:walk[ -]?ins?(?: welcome| only)?|just (?:walk|drop|come|pop) (?:in|by)|drop[ -]?in|(?:einfach|gerne) vorbei(?:kommen|schauen)?|free (?:entry|admission)|admission (?:is )?free|(?:freier|kostenloser) eintritt|eintritt (?:frei|kostenlos)|entree (?:libre|gratuite)|passez nous voir|entrada (?:libre|gratuita|gratis|livre|franca)|pasate|ingresso (?:libero|gratuito)|passa a trovarci|vrije (?:toegang|inloop)|(?:vrij|gratis) entree|loop (?:gerust )?binnen|kom gerust langs)(?!\p{L})|お気軽にお越し|直接(?:会場|店舗)?に?お越し|当日(?:直接|参加)|入場(?:無料|自由)|تفضلوا بزيارتنا|الدخول (?:مجاني|مجانا|حر)`,
  ),
  'gu',
);

export interface NotAsked {
  /** The folded text with each refusal blanked (same length), so its word counts for no action. */
  text: string;
  /** Actions the prompt says are not needed. */
  refused: ReadonlySet<CtaIntent>;
  /** The prompt asks people to just come (a refusal, a walk-in or free entry). */
  dropIn: boolean;
}

/** The refusals and drop-in words of a folded text (see text.fold). */
export function notAskedIn(foldedText: string): NotAsked {
  let text = foldedText;
  const refused = new Set<CtaIntent>();
  for (const [, re] of REFUSALS) {
    text = text.replace(re, (m) => {
      for (const a of REFUSED_ACTIONS) refused.add(a);
      return ' '.repeat(m.length);
    });
  }
  DROP_IN.lastIndex = 0;
  const dropIn = refused.size > 0 || DROP_IN.test(foldedText);
  return { text, refused, dropIn };
}
