import { analyzePrompt } from './analyze';
import { readBrief } from './brief';

describe('a proper name that holds a season word is a name, not a season', () => {
  it.each<[string, string]>([
    ['Bäckerei Winter in Köln: frische Brötchen ab 6 Uhr', 'Bäckerei Winter'],
    ['Konditorei Sommer: Torten auf Bestellung, Abholung ab Freitag', 'Konditorei Sommer'],
    ['Trattoria Primavera: menù del giorno a 12 €', 'Trattoria Primavera'],
    ['Boulangerie Printemps : croissants à 1 € le matin', 'Boulangerie Printemps'],
    ['Café Verano: desayunos desde 5 €', 'Café Verano'],
    ['Padaria Outono: pão fresco todo dia por R$ 5', 'Padaria Outono'],
    ['Bakkerij Zomer: vers brood elke dag', 'Bakkerij Zomer'],
  ])('"%s" is by %s, with no season', (prompt, brand) => {
    const a = analyzePrompt(prompt);
    expect(a.brand).toBe(brand);
    expect(a.season).toBeUndefined();
  });

  it('still reads a season that is no name', () => {
    expect(analyzePrompt('Winter sale: 30% off all coats').season).toBe('winter');
    expect(analyzePrompt("Soldes d'hiver : -30 % sur les manteaux").season).toBe('winter');
    expect(analyzePrompt('Saldi d’estate: -30% su tutto').season).toBe('summer');
  });

  it('reads English "estate" as property, not the Italian summer', () => {
    expect(analyzePrompt('Northwind Legal: estate planning made simple, free first call').season).toBeUndefined();
    expect(analyzePrompt('Your estate agent in Leeds, free valuation this week').season).toBeUndefined();
  });
});

describe('an audience is not a brand', () => {
  it.each<[string, string | undefined]>([
    ['Buchhaltung für Selbstständige: erste Beratung kostenlos, Steuerbüro Meier', 'Steuerbüro Meier'],
    ['Steuerberatung für Freiberufler und Gründer, jetzt Termin buchen', undefined],
    ['Yogakurse für Anfänger: Probestunde gratis bei Yogaraum Linde', 'Yogaraum Linde'],
    ['Tax Help For Freelancers: first consultation free', undefined],
  ])('"%s"', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });
});

describe("a trade word in the advertiser's own name says what it does", () => {
  it.each<string>([
    "Studio Pilates Lumière : cours d'essai offert, réservez en ligne",
    'Pilates Casa Bella: clases para principiantes, primera clase gratis',
    'Pilates Zen Roma: corsi per principianti, prima lezione gratis',
    'Estúdio Pilates Vida: aulas para iniciantes, primeira aula grátis',
  ])('"%s" is fitness, not education', (prompt) => {
    expect(analyzePrompt(prompt).category).toBe('fitness');
  });

  it('but a one-word name says nothing of the trade', () => {
    // "Apple" in a name is no fruit: the category comes from the rest.
    expect(analyzePrompt('Apple: the new MacBook Air, order online today').category).not.toBe('food');
  });
});

describe("a platform's own slot heads a brief without a verb", () => {
  it.each<[string, string]>([
    ['Facebook cover for Loop Coffee, fresh roasts every Monday', 'Loop Coffee, fresh roasts every Monday'],
    ['Twitter header for Northwind Legal: estate planning made simple', 'Northwind Legal: estate planning made simple'],
    ['LinkedIn banner for Acme Consulting, strategy for growing teams', 'Acme Consulting, strategy for growing teams'],
    ["YouTube channel art for Chef Mara's Kitchen", "Chef Mara's Kitchen"],
    ['Pinterest pin for Bloom & Vine, spring bouquets from $35', 'Bloom & Vine, spring bouquets from $35'],
    ['Facebook-Titelbild für Bäckerei Krause, frische Brezeln', 'Bäckerei Krause, frische Brezeln'],
    ['Couverture Facebook pour Atelier Rose, bouquets dès 25 €', 'Atelier Rose, bouquets dès 25 €'],
    ['Portada de Facebook para Café Sol, desayunos desde 5 €', 'Café Sol, desayunos desde 5 €'],
    ['Banner de LinkedIn para Estudio Ruiz, asesoría fiscal', 'Estudio Ruiz, asesoría fiscal'],
    ['Copertina Facebook per Pizzeria Da Gino, forno a legna', 'Pizzeria Da Gino, forno a legna'],
    ['Capa do Facebook para Padaria Pão Quente, pão fresco', 'Padaria Pão Quente, pão fresco'],
    ['Facebook-omslagfoto voor Bakkerij Jansen, vers brood', 'Bakkerij Jansen, vers brood'],
    ['Facebookカバー画像、さくらベーカリーの焼きたてパン', 'さくらベーカリーの焼きたてパン'],
    ['غلاف فيسبوك لمخبز السعادة، خبز طازج كل يوم', 'مخبز السعادة، خبز طازج كل يوم'],
    ['Erstelle ein Facebook-Titelbild für Café Krause', 'Café Krause'],
  ])('"%s"', (prompt, copy) => {
    expect(readBrief(prompt).copy).toBe(copy);
  });

  it('keeps a bare "cover" or "pin" that is the product', () => {
    expect(readBrief('Cover letters for job seekers, pin badges $5').copy).toBe(
      'Cover letters for job seekers, pin badges $5',
    );
  });

  it('leaves the venue of a stripped brief out of the advertiser', () => {
    const a = analyzePrompt('Facebook cover for the summer music festival at Oak Park, tickets $89');
    expect(a.brand).toBeUndefined();
  });
});

describe('the name a brief asks for heads the copy as the advertiser', () => {
  it.each<[string, string]>([
    ['Twitter header for Northwind Legal, estate planning made simple', 'Northwind Legal'],
    ['Create an Instagram post for Brightwave, smart budgeting for families', 'Brightwave'],
    ['LinkedIn-Banner für Kanzlei Berger, Arbeitsrecht für Arbeitnehmer', 'Kanzlei Berger'],
    ['Crea un post para Lumina, cosmética natural hecha en Valencia', 'Lumina'],
    ['Fais une affiche pour Maison Cléo : bougies parfumées dès 18 €', 'Maison Cléo'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('but an event or a season after "for" is no advertiser', () => {
    expect(analyzePrompt('Create a post for Black Friday, 40% off everything').brand).toBeUndefined();
  });
});
