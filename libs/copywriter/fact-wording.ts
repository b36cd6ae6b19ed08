// How each language words the facts the phrase banks have no entry for: savings, minimum spends,
// donations, APRs, multi-buys, free items, contacts, time ranges. Kept apart from the phrase banks
// (languages/*.ts) because these are facts, not copy: every line carries the prompt's numbers and
// adds none of its own.
import type { PriceUnit } from './price-forms';
import type { DeadlineAction, LanguageId, Period } from './types';

export interface FactWording {
  /** "save $500"; with a period: "save $500 a year". */
  saving: string;
  /** {amount} per period: "$500 a year", "$9 a month". */
  per: Record<Period, string>;
  /** A price's unit written after it in a copy of another language than the prompt's: "pro Stunde", "/人". */
  unit: Record<PriceUnit, string>;
  /** A minimum spend: "on orders over $40". */
  threshold: string;
  /** An offer with its minimum: {offer} {threshold}. */
  withMinimum: string;
  /** A donation amount without the prompt's own words: "give $25". */
  donation: string;
  apr: string;
  aprMonths: string;
  multiBuy: string;
  halfPrice: string;
  /** {item}: the bank's noun for the product. */
  freeItem: string;
  secondFree: string;
  /** The second item at half price. */
  secondHalfPrice: string;
  /** {offer} limited to the first {n} (customers). */
  firstN: string;
  call: string;
  visit: string;
  email: string;
  allHours: string;
  /** Round the clock with no word of the week ("24h/24", "24 horas", "24時間"): never "24/7", a claim the prompt did not make. */
  allDay: string;
  /** {from} {to}: a time range. */
  timeRange: string;
  /** A date with a time range: {when} {range}. */
  whenRange: string;
  /** 12:00 and 0:00 as the prompt may name them ("order by noon"): written by name, no "12pm" it never said. */
  noon: string;
  midnight: string;
  /** A deadline to act, {date} the bare day: "Register by October 12" (never the offer's end). */
  deadlineFor: Record<DeadlineAction, string>;
}

export const FACT_WORDING: Record<LanguageId, FactWording> = {
  english: {
    saving: 'save {amount}',
    per: { year: '{amount} a year', month: '{amount} a month', week: '{amount} a week', day: '{amount} a day' },
    unit: { hour: 'per hour', night: 'per night', person: 'per person', kilo: 'per kilo' },
    threshold: 'on orders over {amount}',
    withMinimum: '{offer} {threshold}',
    donation: 'give {amount}',
    apr: '{n}% APR',
    aprMonths: '{n}% APR for {months} months',
    multiBuy: '{buy} for {pay}',
    halfPrice: 'half price',
    freeItem: 'free {item}',
    secondFree: 'second one free',
    secondHalfPrice: 'second one half price',
    firstN: '{offer} for the first {n}',
    call: 'Call {phone}',
    visit: 'Visit {url}',
    email: 'Email {email}',
    allHours: 'Available 24/7',
    allDay: 'Open 24 hours',
    timeRange: '{from}–{to}',
    whenRange: '{when}, {range}',
    noon: 'noon',
    midnight: 'midnight',
    deadlineFor: {
      register: 'Register by {date}',
      book: 'Book by {date}',
      order: 'Order by {date}',
      apply: 'Apply by {date}',
      due: 'Deadline: {date}',
    },
  },
  spanish: {
    saving: 'ahorra {amount}',
    per: { year: '{amount} al año', month: '{amount} al mes', week: '{amount} a la semana', day: '{amount} al día' },
    unit: { hour: 'por hora', night: 'por noche', person: 'por persona', kilo: 'el kilo' },
    threshold: 'desde {amount}',
    withMinimum: '{offer} {threshold}',
    donation: 'dona {amount}',
    apr: '{n}\u00a0% TAE',
    aprMonths: '{n}\u00a0% TAE durante {months} meses',
    multiBuy: '{buy}x{pay}',
    halfPrice: 'a mitad de precio',
    freeItem: '{item} gratis',
    secondFree: 'el segundo gratis',
    secondHalfPrice: 'el segundo a mitad de precio',
    firstN: '{offer} para los primeros {n}',
    call: 'Llama al {phone}',
    visit: 'Visita {url}',
    email: 'Escribe a {email}',
    allHours: 'Disponibles 24/7',
    allDay: 'Abierto 24 horas',
    timeRange: 'de {from} a {to}',
    whenRange: '{when}, {range}',
    noon: 'mediodía',
    midnight: 'medianoche',
    deadlineFor: {
      register: 'Inscripciones hasta el {date}',
      book: 'Reservas hasta el {date}',
      order: 'Pedidos hasta el {date}',
      apply: 'Solicitudes hasta el {date}',
      due: 'Fecha límite: {date}',
    },
  },
  french: {
    saving: 'économisez {amount}',
    per: {
      year: '{amount} par an',
      month: '{amount} par mois',
      week: '{amount} par semaine',
      day: '{amount} par jour',
    },
    unit: { hour: 'de l’heure', night: 'la nuit', person: 'par personne', kilo: 'le kilo' },
    threshold: 'dès {amount} d’achat',
    withMinimum: '{offer} {threshold}',
    donation: 'donnez {amount}',
    apr: '{n}\u00a0% TAEG',
    aprMonths: '{n}\u00a0% TAEG sur {months} mois',
    multiBuy: '{buy} pour le prix de {pay}',
    halfPrice: 'moitié prix',
    freeItem: '{item} offert',
    secondFree: 'le deuxième offert',
    secondHalfPrice: 'le deuxième à moitié prix',
    firstN: '{offer} pour les {n} premiers',
    call: 'Appelez le {phone}',
    visit: 'Rendez-vous sur {url}',
    email: 'Écrivez à {email}',
    allHours: 'Disponible 24/7',
    allDay: 'Disponible 24h/24',
    timeRange: 'de {from} à {to}',
    whenRange: '{when}, {range}',
    noon: 'midi',
    midnight: 'minuit',
    deadlineFor: {
      register: 'Inscriptions jusqu’au {date}',
      book: 'Réservations jusqu’au {date}',
      order: 'Commandes jusqu’au {date}',
      apply: 'Candidatures jusqu’au {date}',
      due: 'Date limite : {date}',
    },
  },
  german: {
    saving: 'spare {amount}',
    per: {
      year: '{amount} pro Jahr',
      month: '{amount} pro Monat',
      week: '{amount} pro Woche',
      day: '{amount} pro Tag',
    },
    unit: { hour: 'pro Stunde', night: 'pro Nacht', person: 'pro Person', kilo: 'pro Kilo' },
    threshold: 'ab {amount} Einkaufswert',
    withMinimum: '{offer} {threshold}',
    donation: 'spende {amount}',
    apr: '{n}\u00a0% effektiver Jahreszins',
    aprMonths: '{n}\u00a0% Zinsen für {months} Monate',
    multiBuy: '{buy} für {pay}',
    halfPrice: 'zum halben Preis',
    freeItem: '{item} gratis',
    secondFree: 'das zweite gratis',
    secondHalfPrice: 'das zweite zum halben Preis',
    firstN: '{offer} für die ersten {n}',
    call: 'Anrufen: {phone}',
    visit: 'Mehr auf {url}',
    email: 'E-Mail: {email}',
    allHours: 'Rund um die Uhr, 24/7',
    allDay: 'Rund um die Uhr',
    timeRange: '{from}–{to}',
    whenRange: '{when}, {range}',
    noon: 'Mittag',
    midnight: 'Mitternacht',
    deadlineFor: {
      register: 'Anmeldung bis {date}',
      book: 'Buchung bis {date}',
      order: 'Bestellung bis {date}',
      apply: 'Bewerbung bis {date}',
      due: 'Frist: {date}',
    },
  },
  italian: {
    saving: 'risparmia {amount}',
    per: {
      year: '{amount} all’anno',
      month: '{amount} al mese',
      week: '{amount} a settimana',
      day: '{amount} al giorno',
    },
    unit: { hour: 'all’ora', night: 'a notte', person: 'a persona', kilo: 'al chilo' },
    threshold: 'da {amount} di spesa',
    withMinimum: '{offer} {threshold}',
    donation: 'dona {amount}',
    apr: 'TAN {n}%',
    aprMonths: 'TAN {n}% per {months} mesi',
    multiBuy: 'prendi {buy} paghi {pay}',
    halfPrice: 'a metà prezzo',
    freeItem: '{item} in omaggio',
    secondFree: 'il secondo gratis',
    secondHalfPrice: 'il secondo a metà prezzo',
    firstN: '{offer} per i primi {n}',
    call: 'Chiama il {phone}',
    visit: 'Visita {url}',
    email: 'Scrivi a {email}',
    allHours: 'Disponibili 24/7',
    allDay: 'Aperti 24 ore su 24',
    timeRange: 'dalle {from} alle {to}',
    whenRange: '{when}, {range}',
    noon: 'mezzogiorno',
    midnight: 'mezzanotte',
    deadlineFor: {
      register: 'Iscrizioni entro il {date}',
      book: 'Prenotazioni entro il {date}',
      order: 'Ordini entro il {date}',
      apply: 'Candidature entro il {date}',
      due: 'Scadenza: {date}',
    },
  },
  portuguese: {
    saving: 'economize {amount}',
    per: { year: '{amount} por ano', month: '{amount} por mês', week: '{amount} por semana', day: '{amount} por dia' },
    unit: { hour: 'por hora', night: 'por noite', person: 'por pessoa', kilo: 'o quilo' },
    threshold: 'acima de {amount}',
    withMinimum: '{offer} {threshold}',
    donation: 'doe {amount}',
    apr: '{n}% de juros',
    aprMonths: '{n}% de juros por {months} meses',
    multiBuy: 'leve {buy}, pague {pay}',
    halfPrice: 'pela metade do preço',
    freeItem: '{item} grátis',
    secondFree: 'o segundo grátis',
    secondHalfPrice: 'o segundo pela metade do preço',
    firstN: '{offer} para os primeiros {n}',
    call: 'Ligue {phone}',
    visit: 'Acesse {url}',
    email: 'Escreva para {email}',
    allHours: 'Disponível 24/7',
    allDay: 'Aberto 24 horas',
    timeRange: 'das {from} às {to}',
    whenRange: '{when}, {range}',
    noon: 'meio-dia',
    midnight: 'meia-noite',
    deadlineFor: {
      register: 'Inscrições até {date}',
      book: 'Reservas até {date}',
      order: 'Encomendas até {date}',
      apply: 'Candidaturas até {date}',
      due: 'Prazo: {date}',
    },
  },
  dutch: {
    saving: 'bespaar {amount}',
    per: { year: '{amount} per jaar', month: '{amount} per maand', week: '{amount} per week', day: '{amount} per dag' },
    unit: { hour: 'per uur', night: 'per nacht', person: 'per persoon', kilo: 'per kilo' },
    threshold: 'bij besteding vanaf {amount}',
    withMinimum: '{offer} {threshold}',
    donation: 'doneer {amount}',
    apr: '{n}% rente',
    aprMonths: '{n}% rente gedurende {months} maanden',
    multiBuy: '{buy} halen, {pay} betalen',
    halfPrice: 'halve prijs',
    freeItem: 'gratis {item}',
    secondFree: 'de tweede gratis',
    secondHalfPrice: 'de tweede voor de halve prijs',
    firstN: '{offer} voor de eerste {n}',
    call: 'Bel {phone}',
    visit: 'Kijk op {url}',
    email: 'Mail naar {email}',
    allHours: '24/7 bereikbaar',
    allDay: '24 uur per dag bereikbaar',
    timeRange: '{from}–{to}',
    whenRange: '{when}, {range}',
    noon: 'middag',
    midnight: 'middernacht',
    deadlineFor: {
      register: 'Inschrijven uiterlijk {date}',
      book: 'Reserveren uiterlijk {date}',
      order: 'Bestellen uiterlijk {date}',
      apply: 'Solliciteren uiterlijk {date}',
      due: 'Deadline: {date}',
    },
  },
  japanese: {
    saving: '{amount}お得',
    per: { year: '年間{amount}', month: '月々{amount}', week: '週{amount}', day: '日額{amount}' },
    unit: { hour: '/時間', night: '/泊', person: '/人', kilo: '/kg' },
    threshold: '{amount}以上のお買い上げで',
    withMinimum: '{threshold}{offer}',
    donation: '{amount}のご寄付',
    apr: '金利{n}%',
    aprMonths: '{months}ヶ月金利{n}%',
    multiBuy: '{buy}点で{pay}点分の価格',
    halfPrice: '半額',
    freeItem: '{item}無料',
    secondFree: '2つ目無料',
    secondHalfPrice: '2つ目半額',
    firstN: '先着{n}名様に{offer}',
    call: 'お電話：{phone}',
    visit: '詳しくは{url}',
    email: 'メール：{email}',
    allHours: '年中無休・24/7',
    allDay: '24時間対応',
    timeRange: '{from}〜{to}',
    whenRange: '{when} {range}',
    noon: '正午',
    midnight: '深夜0時',
    deadlineFor: {
      register: 'お申し込みは{date}まで',
      book: 'ご予約は{date}まで',
      order: 'ご注文は{date}まで',
      apply: 'ご応募は{date}まで',
      due: '締切：{date}',
    },
  },
  arabic: {
    saving: 'وفّر {amount}',
    per: { year: '{amount} سنويًا', month: '{amount} شهريًا', week: '{amount} أسبوعيًا', day: '{amount} يوميًا' },
    unit: { hour: 'للساعة', night: 'لليلة', person: 'للشخص', kilo: 'للكيلو' },
    threshold: 'عند الشراء بأكثر من {amount}',
    withMinimum: '{offer} {threshold}',
    donation: 'تبرّع بـ{amount}',
    apr: 'فائدة {n}%',
    aprMonths: 'فائدة {n}% لمدة {months} شهرًا',
    multiBuy: 'اشترِ {buy} بسعر {pay}',
    halfPrice: 'بنصف السعر',
    freeItem: '{item} مجانًا',
    secondFree: 'الثاني مجانًا',
    secondHalfPrice: 'الثاني بنصف السعر',
    firstN: '{offer} لأول {n} عميل',
    call: 'اتصل على {phone}',
    visit: 'زوروا {url}',
    email: 'راسلونا على {email}',
    allHours: 'متاحون 24/7',
    allDay: 'على مدار 24 ساعة',
    timeRange: 'من {from} إلى {to}',
    whenRange: '{when}، {range}',
    noon: 'الظهر',
    midnight: 'منتصف الليل',
    deadlineFor: {
      register: 'التسجيل حتى {date}',
      book: 'الحجز حتى {date}',
      order: 'اطلب قبل {date}',
      apply: 'التقديم حتى {date}',
      due: 'آخر موعد: {date}',
    },
  },
};
