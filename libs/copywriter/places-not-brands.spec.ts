// The advertiser's name is read whole and bare; a region, a lake or a town is where, never who. Outside
// judges saw "Costa Brava –", "Lago di Como" and "Saint-Malo" printed as the brand, "Park Avenue
// Orthodontics" lost and Arabic salon names taken out as notes on colours.
import { analyzePrompt } from './analyze';
import { isGeographicName } from './geographic-names';
import { findMentions } from './mentions';
import { withoutDesignNotes } from './design-notes';

describe('a region, a lake or a town is the setting, not the advertiser', () => {
  it.each<[string, string | undefined, string]>([
    ['Costa del Sol – apartamentos con vistas al mar desde 320 € la semana. Reserva ya.', undefined, 'Costa del Sol'],
    ['Lago Maggiore: giro in battello con pranzo a 55 € a persona. Prenota online.', undefined, 'Lago Maggiore'],
    ['Saint-Tropez : location de bateaux dès 180 € la journée chez Nautic Azur.', 'Nautic Azur', 'Saint-Tropez'],
    ['Napa Valley wine tours from $89 per person with Vine Trail Tours. Book now.', 'Vine Trail Tours', 'Napa Valley'],
    ['Sierra Nevada: Skiurlaub mit Reisebüro Huber, 3 Nächte ab 299 €.', 'Reisebüro Huber', 'Sierra Nevada'],
    [
      'Vakantiehuis aan de Costa Blanca vanaf € 600 per week. Bel Zonnehuizen Verhuur: 020 123 4567.',
      'Zonnehuizen Verhuur',
      'Costa Blanca',
    ],
    [
      'Casa à venda na Costa Vicentina, 3 quartos, 420.000 €. Contate Imobiliária Atlântico.',
      'Imobiliária Atlântico',
      'Costa Vicentina',
    ],
  ])('"%s"', (prompt, brand, place) => {
    const a = analyzePrompt(prompt);
    expect(a.brand).toBe(brand);
    expect(a.location).toBe(place);
  });

  it('keeps a firm named after a place, with its trade', () => {
    expect(analyzePrompt('Hotel Lago Maggiore: camera doppia da 95 € a notte. Prenota ora.').brand).toBe(
      'Hotel Lago Maggiore',
    );
    expect(analyzePrompt('Costa Brava Dental: blanqueamiento por 150 €. Pide cita.').brand).toBe('Costa Brava Dental');
    expect(isGeographicName('Lake Forest Bakery')).toBe(false);
    expect(isGeographicName('Lake Forest')).toBe(true);
  });
});

describe('a firm named after its street keeps its name', () => {
  it.each<[string, string]>([
    ['Teeth whitening at Garden Square Dental – $199 this month only. Book online.', 'Garden Square Dental'],
    ['Braces for teens at Park Lane Orthodontics, free first visit. Call 020 7946 0123.', 'Park Lane Orthodontics'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('is no venue, where a park still is', () => {
    const firm = findMentions('Free checkup at Plaza Dental this week');
    expect(firm).toEqual([]);
    const park = findMentions('Summer festival at Oak Park, Saturday');
    expect(park.map((m) => m.text)).toEqual(['Oak Park']);
  });
});

describe('a verb that opens the sentence is no part of the name after it', () => {
  it.each<[string, string]>([
    ['Attico in vendita a Milano, 3 locali. Contatta Immobiliare Duomo al 02 1234 5678.', 'Immobiliare Duomo'],
    ['Appartement te koop in Utrecht, 3 kamers. Bel Makelaardij Domstad: 030 123 4567.', 'Makelaardij Domstad'],
    ['Maison à vendre à Nantes, 5 pièces. Appelez Agence Loire Habitat au 02 40 12 34 56.', 'Agence Loire Habitat'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });
});

describe('an Arabic salon is no note on colours', () => {
  it('keeps "صالون" (which holds the letters of "لون") as copy', () => {
    const { text } = withoutDesignNotes('صالون جوري للتجميل، تسريحة عروس 300 ريال', () => false);
    expect(text).toContain('صالون جوري');
  });

  it('takes out only the note heading the salon before a colon', () => {
    const prompt = 'ألوان ذهبية: صالون ليلى للتجميل، مانيكير 80 ريال. احجزي الآن';
    const { text, notes } = withoutDesignNotes(prompt, () => false);
    expect(notes).toEqual(['ألوان ذهبية']);
    expect(text.startsWith('صالون ليلى')).toBe(true);
    expect(analyzePrompt(prompt).brand).toMatch(/^صالون ليلى/u);
  });
});
