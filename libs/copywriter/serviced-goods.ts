// A repair shop, a dry cleaner or a cobbler names the things it works on ("we repair iPhone & Samsung
// screens", "limpieza de trajes y vestidos", "réparation de chaussures"): those are context, what it
// sells is the work. Made the subject of a hook they say the wrong thing ("Why people love iPhone &
// Samsung", "¿Buscas vestidos?", "Les chaussures, ça vous tente ?").
import { fold } from './text';

/** Words saying the advertiser repairs, cleans or services things brought to it, folded, in the nine languages. */
const WORK_ON_GOODS: readonly string[] = [
  'repair',
  'we fix',
  'fixing',
  'dry clean',
  'alteration',
  'reparatur',
  'reparier',
  'reinigung',
  'wascherei',
  'anderungsschneiderei',
  'reparation',
  'reparer',
  'pressing',
  'cordonnerie',
  'retouche',
  'reparacion',
  'reparamos',
  'tintoreria',
  'arreglos',
  'riparazion',
  'ripariamo',
  'riparare',
  'lavanderia',
  'lavasecco',
  'reparacao',
  'reparo',
  'conserto',
  'consertamos',
  'reparatie',
  'repareren',
  'stomerij',
  '修理',
  'クリーニング',
  'お直し',
  'تصليح',
  'إصلاح',
  'اصلاح',
  'صيانة',
  'تنظيف جاف',
  'مصبغة',
].map(fold);

/** Whether a folded prompt says its advertiser works on things its customers bring (repairs, cleaning, alterations). */
export function worksOnGoods(foldedPrompt: string): boolean {
  return WORK_ON_GOODS.some((w) => foldedPrompt.includes(w));
}

/**
 * Makers whose devices, appliances and cars shops repair and service: named in such a prompt they are
 * what is worked on, never the advertiser ("Por que Samsung?" on a phone-repair shop). Folded.
 */
const MAKERS: ReadonlySet<string> = new Set(
  [
    'apple',
    'iphone',
    'ipad',
    'macbook',
    'imac',
    'samsung',
    'galaxy',
    'huawei',
    'xiaomi',
    'oppo',
    'oneplus',
    'google',
    'pixel',
    'motorola',
    'nokia',
    'sony',
    'playstation',
    'xbox',
    'nintendo',
    'lg',
    'dyson',
    'bosch',
    'miele',
    'siemens',
    'whirlpool',
    'nespresso',
    'philips',
    'canon',
    'nikon',
    'lenovo',
    'dell',
    'hp',
    'asus',
    'acer',
    'アイフォン',
    'アイフォーン',
    'サムスン',
    'ソニー',
    'آيفون',
    'ايفون',
    'أيفون',
    'سامسونج',
    'سامسونغ',
    'هواوي',
  ].map(fold),
);

/** Joins between names of a list ("iPhone & Samsung", "iPhone・Samsung", "آيفون وسامسونج"), and a model after a maker ("iPhone 15"). */
const NAME_PARTS = /\s*(?:&|\+|\/|,|・|、|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bo\b|\bor\b)\s*|\s+/u;

/** Whether a name is only makers of goods (and their models): "iPhone & Samsung", "Samsung Galaxy", "iPhone 15". */
export function isMakerName(name: string): boolean {
  const parts = fold(name)
    .split(NAME_PARTS)
    .map((p) => p.replace(/^و(?=\S{3})/u, '').replace(/[-‐]$/u, ''))
    .filter(Boolean);
  if (!parts.length || !MAKERS.has(parts[0])) return false;
  // Models after a maker are digits or short model words ("15", "pro", "s24").
  return parts.every((p) => MAKERS.has(p) || /^[\p{N}a-z]{1,4}$/u.test(p));
}
