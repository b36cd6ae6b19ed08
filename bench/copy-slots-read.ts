// Prints the copy of prompts written to show how template slots are filled (brand or product nouns,
// never a service phrase or a place), where urgency comes from, whether a badge repeats its
// headline's fact, and whether short formats name the advertiser. Not a test: it judges nothing.
//   npx ts-node --transpile-only bench/copy-slots-read.ts [word or language]
import { writeCopy } from '../libs/copywriter';
import type { LanguageId } from '../libs/copywriter/types';

const prompts: Array<[LanguageId, string]> = [
  ['english', 'Same-day AC repair in Phoenix by CoolFix, licensed technicians, call 602-555-0147'],
  ['english', 'Jazz night in Paris with the Lena Mori Quartet, Friday 9pm at Le Caveau'],
  ['english', 'Harbor Insurance: home insurance that pays claims fast, quotes in 5 minutes'],
  ['english', 'Greenleaf Bikes rents city bikes by the hour in Amsterdam, 20% off weekly rentals'],
  ['english', 'Paws & Co adoption day: meet dogs and cats looking for a home, Saturday 10am-2pm'],
  ['english', 'Mountain cabin rentals in Aspen with hot tubs, 15% off stays of 3 nights or more'],
  ['english', 'Ledger Lane tax help for freelancers: we file your return and find every deduction'],
  ['german', 'Malerbetrieb Krause in Köln: Innenanstriche sauber und schnell, 10% Rabatt im März'],
  ['german', 'Weinprobe im Weingut Sommer in Mainz, Samstag 18 Uhr, 25 € pro Person'],
  ['french', 'Atelier Lumière, studio photo à Bordeaux : portraits de famille, séance de 30 minutes'],
  ['french', 'Concert de piano à Nantes avec Claire Vidal, jeudi 20h, entrée 15 €'],
  ['spanish', 'Clínica dental Sonrisa en Sevilla: limpieza dental por 39 €'],
  ['spanish', 'Academia Nexo: cursos de programación online para adultos, 30% de descuento'],
  ['italian', 'Trattoria Da Gino a Bologna: tortellini fatti a mano, pranzo a 14 €'],
  ['italian', 'Palestra FitLab a Torino, abbonamento mensile a 29 €'],
  ['portuguese', 'Oficina Rápida em Lisboa: revisão completa do carro com 20% de desconto'],
  ['dutch', 'Fietsenmaker De Spaak in Utrecht: onderhoudsbeurt voor je fiets, 15% korting'],
  ['japanese', 'さくら歯科クリニック、ホワイトニング20%オフ'],
  ['arabic', 'مطعم بيت الشام في دبي: مشاوي طازجة، خصم 20%'],
  ['english', 'New menu at Ember Grill: smoked brisket and ribs, offer ends Sunday'],
  ['english', 'Bloom Florist in Seattle: wedding bouquets and same-day delivery'],
  ['german', 'Neu: die Kaffeerösterei Bohnenglück in Leipzig, Espresso-Bohnen ab 9 €'],
];
const SIZES: Array<[number, number]> = [
  [1080, 1080],
  [300, 250],
  [728, 90],
  [320, 50],
];
const only = process.argv[2];
for (const [language, prompt] of prompts) {
  if (only && !prompt.includes(only) && language !== only) continue;
  for (const [width, height] of SIZES) {
    const r = writeCopy({ prompt, width, height, language, count: 3, seed: 0 });
    if (width === 1080)
      console.log(
        `\n### [${language}] ${prompt}  (cat=${r.analysis.category} brand=${r.analysis.brand} product=${r.analysis.product} loc=${r.analysis.location})`,
      );
    for (const p of r.pages)
      console.log(
        `  ${width}x${height} ` +
          p.map((b) => `${b.type}: ${Array.isArray(b.value) ? b.value.join(' / ') : b.value}`).join(' | '),
      );
  }
}
