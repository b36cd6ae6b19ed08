// Prints the copy writeCopy gives for prompts written as a brief to a designer ("Create an
// Instagram post for my bakery's weekend sale: 20% off all pastries"), to compare before and after
// the brief reader. `npx ts-node --transpile-only bench/copy-brief-read.ts [word]`. Judges nothing.
import { writeCopy } from '../libs/copywriter';
import type { LanguageId } from '../libs/copywriter/types';

const prompts: Array<[LanguageId, string]> = [
  ['english', "Create an Instagram post for my bakery's weekend sale: 20% off all pastries"],
  ['english', 'Make a banner announcing the launch of Ledgerly, our invoicing app for freelancers. Fun, playful tone.'],
  ['german', 'Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien'],
  ['french', 'Une publicité pour notre salon de coiffure, -15% pour les étudiants'],
  ['spanish', 'Diseña un post para anunciar la apertura de nuestra cafetería en Sevilla'],
  ['japanese', '美容院の新規オープンの告知バナーを作ってください'],
  ['english', 'Design a flyer for our yoga studio, target audience: busy moms, calm tone'],
  ['english', 'Write an ad to promote Tallyo, a budgeting app for students'],
  ['german', 'Werbung für unseren Fahrradverleih in Leipzig, seriöser Ton'],
  ['french', 'Crée une bannière pour le lancement de Fleurio, notre appli de jardinage, ton sérieux'],
  ['spanish', 'Haz un anuncio para nuestra clínica dental en Valencia, público objetivo: familias'],
  ['italian', 'Crea una pubblicità per la nostra pizzeria a Napoli, tono divertente'],
  ['italian', "Pubblicità per l'apertura della nostra gelateria a Torino"],
  ['portuguese', 'Crie um anúncio para a nossa academia em Lisboa, público-alvo: jovens adultos'],
  ['portuguese', 'Anúncio para o lançamento do Contafy, nosso app de finanças'],
  ['dutch', 'Maak een advertentie voor onze fietsenwinkel in Utrecht, doelgroep: studenten'],
  ['dutch', 'Advertentie voor de opening van ons café in Gent'],
  ['japanese', '学生向けの英会話教室の広告を作成してください'],
  ['arabic', 'اصنع إعلانًا لمطعمنا الجديد في دبي'],
  ['arabic', 'صمم منشورًا للإعلان عن افتتاح صالوننا في الرياض'],
  ['english', 'Generate a story announcing the opening of our second coffee shop in Denver'],
  ['english', 'Create a poster for our dog grooming salon, target audience: new puppy owners, friendly tone'],
];
const only = process.argv[2];
for (const [language, prompt] of prompts) {
  if (only && !prompt.includes(only) && language !== only) continue;
  const r = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
  const a = r.analysis;
  console.log(
    `\n### [${language}] ${prompt}  (cat=${a.category} product=${a.product} concept=${a.productConcept} brand=${a.brand} act=${a.action} aud=${a.audienceId}/${a.audience} mood=${a.mood} event=${a.event})`,
  );
  for (const p of r.pages)
    console.log(
      '  - ' + p.map((b) => `${b.type}: ${Array.isArray(b.value) ? b.value.join(' / ') : b.value}`).join(' | '),
    );
}
