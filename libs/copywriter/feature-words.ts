// Words that name what a business lets you do, not who it is: "Online Booking", "Reserva Online",
// "Prenotazione Online", "Terminbuchung", "Thuisbezorging", "Click & Collect". Written with capitals
// at a prompt's head they look like a name; a run made only of them (and the lexicon's words) is none,
// so "Darum lieben alle Terminbuchung" or "Descubre Reserva Online" is never written.
import { fold } from './text';

/** Folded (lower case, no accents), in the nine languages. */
const FEATURE_WORDS = new Set(
  [
    // en
    'online',
    'booking',
    'bookings',
    'appointment',
    'appointments',
    'reservation',
    'reservations',
    'delivery',
    'deliveries',
    'pickup',
    'pick-up',
    'takeaway',
    'take-away',
    'click',
    'collect',
    '&',
    'ordering',
    'checkout',
    'scheduling',
    'self-service',
    'contactless',
    'payment',
    'payments',
    'same-day',
    'next-day',
    'home',
    'childcare',
    // de
    'termin',
    'termine',
    'buchung',
    'reservierung',
    'lieferung',
    'lieferservice',
    'bestellung',
    'abholung',
    'kartenzahlung',
    // fr
    'réservation',
    'réservations',
    'rendez-vous',
    'livraison',
    'retrait',
    'commande',
    'paiement',
    'prise',
    // es
    'reserva',
    'reservas',
    'cita',
    'citas',
    'entrega',
    'envío',
    'envíos',
    'recogida',
    'pedido',
    'pedidos',
    // it
    'prenotazione',
    'prenotazioni',
    'consegna',
    'ritiro',
    'asporto',
    'appuntamento',
    'appuntamenti',
    // pt
    'agendamento',
    'marcação',
    'retirada',
    'encomenda',
    'encomendas',
    // nl
    'reserveren',
    'reservering',
    'afspraak',
    'afspraken',
    'bezorging',
    'thuisbezorging',
    'bezorgen',
    'afhalen',
    'bestellen',
    'levering',
  ].map(fold),
);
/** German and Dutch join them to what they are of: "Terminbuchung", "Online-Reservierung", "Kinderbetreuung". */
const FEATURE_ENDINGS = [
  'buchung',
  'reservierung',
  'lieferung',
  'bestellung',
  'abholung',
  'betreuung',
  'bezorging',
  'reservering',
];

/** Whether a word names a feature or a service of a business rather than a name. */
export function isFeatureWord(word: string): boolean {
  const f = fold(word);
  if (FEATURE_WORDS.has(f)) return true;
  if (f.includes('-'))
    return f
      .split('-')
      .every((part) => part === '' || FEATURE_WORDS.has(part) || FEATURE_ENDINGS.some((e) => part.endsWith(e)));
  return FEATURE_ENDINGS.some((ending) => f.endsWith(ending));
}
