// Times said by name are times: "order by noon" has a deadline hour as surely as "order by 12pm".
import { analyzePrompt } from './analyze';
import { PHRASE_BANKS } from './languages';
import { formatTimes } from './render-facts';

const timeOf = (prompt: string): { hour: number; minute: number } | undefined =>
  analyzePrompt(prompt).dateDetails.find((d) => d.time)?.time;

describe('noon and midnight by name', () => {
  it.each([
    ['Cupcakes delivered today, order by noon', 12],
    ['Rooftop bar open until midnight every Friday', 0],
    ['Brezeln und Kaffee, bis Mittag bestellen', 12],
    ['Party im Club ab Mitternacht', 0],
    ['Livraison de fleurs, commandez avant midi', 12],
    ['Soirée dansante jusqu’à minuit', 0],
    ['Flores a domicilio, pide antes del mediodía', 12],
    ['Fiesta en la terraza hasta la medianoche', 0],
    ['Aperitivo in terrazza fino a mezzanotte', 0],
    ['Entrega de flores, peça até ao meio-dia', 12],
    ['Feest in de club tot middernacht', 0],
    ['正午までのご注文で当日お届け', 12],
  ])('%s', (prompt, hour) => {
    expect(timeOf(prompt)).toEqual({ hour, minute: 0 });
  });

  it('leaves the meal and the region alone', () => {
    expect(timeOf('Mittagsmenü im Bistro, frisch gekocht')).toBeUndefined();
    expect(timeOf('Menú de mediodía por 12 €')).toBeUndefined();
    expect(timeOf('Vins du Midi, dégustation gratuite')).toBeUndefined();
  });

  it('writes a time said by name by its name, not as a number the prompt never gave', () => {
    const en = analyzePrompt('Beach clean-up Saturday 9/20, 8am-noon at Sunset Cove').dateDetails.find((d) => d.time);
    expect(en && formatTimes(en, PHRASE_BANKS.english)).toBe('8am–noon');
    const de = analyzePrompt('Sommerfest am Samstag, 22 Uhr bis Mitternacht').dateDetails.find((d) => d.time);
    expect(de && formatTimes(de, PHRASE_BANKS.german)).toMatch(/^22\s?Uhr–Mitternacht$/u);
  });
});
