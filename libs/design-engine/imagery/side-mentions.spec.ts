// Items a package includes, an occasion named as a deadline and an open day's doors say what comes with
// the advert, when and how to visit: they draw nothing while the advert's trade or a thing it names does.
import { analyzePrompt } from '../../copywriter';
import { matchImagery } from './match';
import { sideMentionsOf } from './side-mentions';

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

describe('sideMentionsOf', () => {
  it.each([
    ['Junior golf week, clubs and balls included', ['clubs and balls']],
    ['Wochenende im Hochseilgarten, Helm und Gurt inklusive', ['Helm und Gurt']],
    ['Stage de voile, gilet fourni', ['gilet']],
    ['Curso de surf, tabla y neopreno incluidos', ['tabla y neopreno']],
    ['Corso di vela, giubbotto incluso', ['giubbotto']],
    ['Aula de surf, prancha incluída', ['prancha']],
    ['Zeilkamp, zwemvest inbegrepen', ['zwemvest']],
    ['Tauchkurs inkl. Ausrüstung', ['Ausrüstung']],
    ['プラン、朝食付き', ['朝食']],
  ])('%s includes %j', (text, included) => {
    expect(sideMentionsOf(text).included).toEqual(included);
  });

  it('reads an item that opens the text as what it advertises', () => {
    expect(sideMentionsOf('Burger and fries included, only 9 €').included).toEqual([]);
  });

  it.each([
    ['Order your portraits before Christmas', ['Christmas']],
    ['Jetzt buchen, noch vor Weihnachten', ['Weihnachten']],
    ['Réservez avant Noël', ['Noël']],
    ['Pídelo antes de Navidad', ['Navidad']],
    ['Prenota prima di Pasqua', ['Pasqua']],
    ['Encomende antes do Natal', ['Natal']],
    ['クリスマスまでにお届け', ['クリスマス']],
  ])('%s has the deadline %j', (text, deadlines) => {
    expect(sideMentionsOf(text).deadlines).toEqual(deadlines);
  });
});

describe('side mentions draw nothing', () => {
  it.each([
    // an included item is not the subject
    ['english', 'Tennis camp for juniors, racket and shoes provided', 'tennis'],
    ['french', 'Stage de ski pour enfants à Megève, chaussures incluses', 'skis'],
    ['spanish', 'Curso de esquí en Sierra Nevada, botas incluidas', 'skis'],
    ['german', 'Reitferien auf dem Ponyhof, Helm und Stiefel inklusive', 'horse'],
    // a meal deal's items are the meal
    ['english', 'Lunch deal: burger and fries included, 12 €', 'hamburger'],
    // an open day's doors are no door
    ['french', 'Journée portes ouvertes au Garage Dupuis samedi', 'automobile'],
    ['portuguese', 'Dia de portas abertas no Colégio Atlântico', 'school'],
  ])('%s: %s -> %s', (language, prompt, icon) => {
    expect(iconOf(prompt, language)).toBe(icon);
  });

  it.each([
    ['english', 'Our garden centre opens its doors this Saturday'],
    ['spanish', 'Jornada de puertas abiertas en Pinturas Soler'],
    ['portuguese', 'Venha conhecer-nos: portas abertas na Escola de Música Lira'],
    ['german', 'Tag der offenen Tür bei Schreinerei Holzmann'],
  ])('%s: %s draws no door', (language, prompt) => {
    expect(iconOf(prompt, language)).not.toBe('door');
  });

  it.each([
    ['spanish', 'Renueva tu cocina antes de Navidad con Muebles Ortega'],
    ['english', 'Get your sofa reupholstered before Christmas at Hart Upholstery'],
    ['german', 'Dein neues Bad noch vor Weihnachten: Sanitär Krause'],
  ])('%s: %s draws no Christmas tree', (language, prompt) => {
    expect(iconOf(prompt, language)).not.toBe('christmas-tree');
  });

  it('keeps an occasion the advert is about', () => {
    expect(iconOf('Christmas cards and wrapping: order before Christmas', 'english')).toBe('christmas-tree');
  });
});
