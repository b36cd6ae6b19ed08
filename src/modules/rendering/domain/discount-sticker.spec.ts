// A discount sticker says what the discount is off, or shows only where the copy does (furniture-for.ts).
import { furnitureFor } from './furniture-for';

describe('a discount sticker on a design whose copy does not name what it is off', () => {
  it('keeps the bare sticker where every design names what the discount buys', () => {
    const prompt = '25% off laser hair removal at Glow Clinic';
    const pages = ['25% off laser hair removal. Book now', 'Laser hair removal, 25% off'];
    expect(furnitureFor(prompt, 'english', undefined, pages)?.sticker).toEqual({ kind: 'percent', text: '-25%' });
  });

  it('says the head of what it buys on the sticker when a design leaves it out', () => {
    const pages = ['Glow Clinic: 25% off', '25% off laser hair removal'];
    expect(furnitureFor('25% off laser hair removal at Glow Clinic', 'english', undefined, pages)?.sticker).toEqual({
      kind: 'percent',
      text: '-25% removal',
    });
    const es = ['Peluquería Sol: 20 % de descuento', '20 % de descuento en tintes de pelo'];
    expect(furnitureFor('20% de descuento en tintes de pelo', 'spanish', undefined, es)?.sticker?.text).toBe(
      '-20% tintes',
    );
  });

  it('has no sticker when neither the design nor a sticker-sized text can say it', () => {
    const pages = ['Glow Clinic: 40% off', '40% off teeth whitening consultations'];
    const prompt = '40% off teeth whitening consultations';
    expect(furnitureFor(prompt, 'english', undefined, pages)?.sticker).toBeUndefined();
    const de = ['Zahnarztpraxis Müller: 30 % Rabatt', '30 % Rabatt auf professionelle Zahnaufhellungsbehandlungen'];
    const deprompt = '30 % Rabatt auf professionelle Zahnaufhellungsbehandlungen';
    expect(furnitureFor(deprompt, 'german', undefined, de)?.sticker).toBeUndefined();
  });
});
