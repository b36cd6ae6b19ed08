// The activity or trade of the advertiser decides the picture, before the generic "course" of a course,
// an item it includes, the occasion it names as a deadline or one of the things brought to it.
import { analyzePrompt } from '../../copywriter';
import { matchImagery } from './match';

function iconOf(prompt: string, language: string): string {
  const a = analyzePrompt(prompt);
  const m = matchImagery({
    text: prompt,
    languages: [language, a.promptLanguage],
    productConcept: a.productConcept,
    event: a.event,
    season: a.season,
    category: a.category,
  });
  return m?.icon ?? 'none';
}

const LABELLED: [string, string, string][] = [
  // a diving course is diving, not a graduation cap
  ['spanish', 'Curso de buceo en Cabo de Palos, bautismo incluido, plazas limitadas', 'diving-mask'],
  ['english', 'Learn to scuba dive in Malta: 4-day beginner course', 'diving-mask'],
  ['french', 'Cours de plongée pour débutants à Antibes, équipement compris', 'diving-mask'],
  ['german', 'Tauchkurs in Kroatien: in drei Tagen zum ersten Tauchschein', 'diving-mask'],
  ['italian', 'Corso di sub all’Isola d’Elba, quattro giorni con istruttore', 'diving-mask'],
  ['portuguese', 'Curso de mergulho em Sesimbra para iniciantes', 'diving-mask'],
  ['dutch', 'Duikcursus in de Oosterschelde, start in mei', 'diving-mask'],
  ['japanese', '沖縄で体験ダイビング、初心者歓迎', 'diving-mask'],
  // climbing camps and gyms: the mountain, not the shoes or harness they include
  ['english', 'Summer climbing camp for teens, harness and shoes included', 'person-climbing'],
  ['german', 'Kletterkurs für Kinder in der Halle, Schuhe und Gurt werden gestellt', 'person-climbing'],
  ['french', 'Stage d’escalade pour ados, chaussons et baudrier fournis', 'person-climbing'],
  ['spanish', 'Campamento de escalada para jóvenes, arnés y pies de gato incluidos', 'person-climbing'],
  ['italian', 'Settimana di arrampicata per ragazzi, scarpette incluse', 'person-climbing'],
  ['dutch', 'Klimkamp voor kinderen in de zomervakantie, schoenen inbegrepen', 'person-climbing'],
  // rowing clubs, which drew nothing
  ['portuguese', 'O Clube de Remo do Porto procura novos remadores', 'canoe'],
  ['german', 'Schnupperrudern beim Ruderclub am Main, jeden Sonntag', 'canoe'],
  ['french', 'Initiation à l’aviron sur la Seine ce week-end', 'canoe'],
  ['dutch', 'Studentenroeivereniging zoekt roeiers voor het nieuwe seizoen', 'canoe'],
  ['italian', 'Corso di canottaggio sul lago per principianti', 'canoe'],
  // a photo studio before the Christmas it names as a deadline
  ['italian', 'Studio fotografico Aurora: foto di famiglia da regalare prima di Natale', 'camera'],
  ['german', 'Fotostudio am Markt: Familienfotos noch vor Weihnachten', 'camera'],
  ['spanish', 'Estudio fotográfico Sol: sesiones de familia para regalar en Navidad', 'camera'],
  ['english', 'Book a family photo session at our photo studio before Christmas', 'camera'],
  // a chimney sweep: the house and its chimney, not a brick
  ['dutch', 'Schoorsteenveger nodig? Wij vegen uw schoorsteen voor de stookperiode', 'house'],
  // a repair café: the tools, not one of the things brought
  ['dutch', 'Repair Café in de bibliotheek: breng je kapotte fiets of broodrooster', 'hammer-and-wrench'],
  ['german', 'Reparaturcafé im Jugendzentrum: Fahrräder, Lampen, Toaster', 'hammer-and-wrench'],
  ['english', 'Monthly Repair Cafe at the library: bikes, toasters and jumpers mended for free', 'hammer-and-wrench'],
  // a wine cooperative's open days: its wine, never a door
  ['french', 'Les vignerons de la cave coopérative vous ouvrent leurs portes samedi', 'grapes'],
  ['german', 'Winzerfest bei der Weingenossenschaft: Weine probieren', 'grapes'],
  ['italian', 'Cantina sociale di Valpolicella: porte aperte e degustazione', 'grapes'],
];

describe('activity subjects', () => {
  it.each(LABELLED)('%s: %s -> %s', (language, prompt, icon) => {
    expect(iconOf(prompt, language)).toBe(icon);
  });
});
