import { createCanvas } from '@napi-rs/canvas';
import { fontStack } from '../fonts/registry';
import { estimateWidth, measureWidth, TextStyle } from './measure';

const style = (text: string, family: string, direction: 'ltr' | 'rtl' = 'ltr', tracking = 0): TextStyle => ({
  family,
  stack: fontStack(text, family, 700),
  tracking,
  direction,
});

// The canvas context's prototype: every measurement of the module goes through it.
const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as {
  measureText(text: string): { width: number };
};

function exactWidth(s: TextStyle, text: string, size: number): number {
  const c = createCanvas(4, 4).getContext('2d');
  c.font = `${s.stack.weight} ${size.toFixed(2)}px ${s.stack.aliases.map((a) => `"${a}"`).join(', ')}`;
  c.letterSpacing = `${(s.tracking * size).toFixed(3)}px`;
  c.direction = s.direction;
  return c.measureText(text).width;
}

describe('measureWidth', () => {
  const lines: { text: string; family: string; direction?: 'ltr' | 'rtl'; tracking?: number }[] = [
    { text: 'Sommerschlussverkauf: 30 % auf alle Sandalen', family: 'Inter' },
    { text: 'Réservez votre table dès ce soir', family: 'Lato', tracking: 0.04 },
    { text: 'Oferta válida hasta el domingo', family: 'Inter' },
    { text: 'خصم 25% على جميع الوجبات يوم الجمعة', family: 'Noto Sans Arabic', direction: 'rtl' },
    { text: '無料体験レッスン受付中', family: 'Noto Sans JP' },
  ];

  it('gives the canvas width of each line at each size, however the calls are ordered', () => {
    for (const size of [13.5, 40, 13.5]) {
      for (const l of lines) {
        const s = style(l.text, l.family, l.direction, l.tracking);
        expect(measureWidth(s, l.text, size)).toBe(exactWidth(s, l.text, size));
      }
    }
  });

  it('measures a line once per style and size: a fit verifies the same final lines again', () => {
    const s = style('Lekker fietsen, onderhoudsbeurt voor €29', 'Inter');
    const spy = jest.spyOn(proto, 'measureText');
    try {
      const first = measureWidth(s, 'Lekker fietsen, onderhoudsbeurt voor €29', 22);
      const again = measureWidth(s, 'Lekker fietsen, onderhoudsbeurt voor €29', 22);
      expect(again).toBe(first);
      expect(spy).toHaveBeenCalledTimes(1);
      // another size is another measurement, and the estimate keeps its own reference width
      measureWidth(s, 'Lekker fietsen, onderhoudsbeurt voor €29', 23);
      expect(spy).toHaveBeenCalledTimes(2);
      estimateWidth(s, 'Lekker fietsen, onderhoudsbeurt voor €29', 22);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });
});
