// Prompts of neighbouring trades (insurance beside investing, tax help beside banking, a rental beside a
// shop, an adoption day beside a pet shop, a garage beside a car dealer) in the nine languages, printed
// to be read as a marketer would: does every stock line hold for this trade? Not a test: it judges nothing.
//   npx ts-node --transpile-only bench/copy-read-trades.ts [word or language]
import { writeCopy } from '../libs/copywriter';
import type { LanguageId } from '../libs/copywriter/types';

const prompts: Array<[LanguageId, string]> = [
  ['english', 'Home insurance from Harbor Mutual, get covered in 10 minutes. Call 555-0182'],
  ['english', 'Stressed about your tax return? Our accountants file it for you from $89'],
  ['english', 'Start investing with $10 in the Sprout app, no fees on ETFs'],
  ['english', 'Bike rental on the boardwalk, $12 per hour, helmets included'],
  ['english', 'Adoption day at Paws Rescue this Saturday: meet our dogs and cats looking for a home'],
  ['english', 'Brake check and oil change at Miller Garage for $59, book online'],
  ['german', 'Kfz-Versicherung bei Nordlicht Versicherung: jetzt wechseln und bis zu 300 € sparen'],
  ['german', 'Steuerberatung für Selbstständige: wir machen Ihre Steuererklärung, Erstgespräch kostenlos'],
  ['german', 'Tierheim Sonnenhof: Adoptieren statt kaufen! Tag der offenen Tür am Sonntag'],
  ['french', 'Assurance habitation dès 9 € par mois avec Assurix, devis en ligne'],
  ['french', 'Location de vélos électriques à Annecy, 25 € la journée'],
  ['spanish', 'Seguro de salud para autónomos desde 45 €/mes con Salud Plus. Pide tu presupuesto'],
  ['spanish', 'Asesoría fiscal: hacemos tu declaración de la renta por 49 €'],
  ['spanish', 'Adopta un perro en la Protectora Huellas, jornada de adopción el sábado'],
  ['italian', 'Noleggio bici e scooter a Rimini, da 10 € al giorno'],
  ['italian', 'Assicurazione auto con Sicura: preventivo gratuito in 2 minuti'],
  ['portuguese', 'Adote um gato no abrigo Patinhas, feira de adoção neste domingo'],
  ['portuguese', 'Contabilidade para MEI e pequenas empresas, declaração do imposto de renda a partir de R$ 99'],
  ['dutch', 'Autoverzekering bij VeiligOnderweg, nu 15% korting het eerste jaar'],
  ['dutch', 'Kano verhuur in Giethoorn, vanaf €20 per dag'],
  ['japanese', '自動車保険の見直しで年間2万円お得に。さくら損保'],
  ['japanese', '保護猫の譲渡会、今週土曜日に開催。ねこの家'],
  ['arabic', 'تأمين صحي للعائلات من أمان للتأمين، اطلب عرض سعر الآن'],
  ['arabic', 'استثمر في الأسهم مع منصة ثروة، ابدأ بـ 100 ريال'],
];
const only = process.argv[2];
for (const [language, prompt] of prompts) {
  if (only && !prompt.includes(only) && language !== only) continue;
  const r = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
  console.log(`\n### [${language}] ${prompt}  (cat=${r.analysis.category} act=${r.analysis.action})`);
  for (const p of r.pages)
    console.log(
      '  - ' + p.map((b) => `${b.type}: ${Array.isArray(b.value) ? b.value.join(' / ') : b.value}`).join(' | '),
    );
}
