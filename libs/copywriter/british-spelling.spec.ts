// British spelling for British advertisers: the English bank spells American ("Enroll today").
import { britishLine, isBritishPrompt } from './british-spelling';
import { writeCopy } from './write-copy';

const AMERICAN = /\b(enroll\w*|color\w*|favorite\w*|center\w*|theater\w*|flavor\w*|neighbor\w*|organiz\w*|jewelry)\b/i;

const BRITISH_PROMPTS: readonly string[] = [
  'Beginners’ Spanish course at Brighton Language School: 10 weeks, £150, enrol online at brightonlang.co.uk',
  'Dance classes for children in Glasgow, autumn term, £60, enrol today',
  'Evening watercolour course in York, six Tuesdays, call 01904 000111',
  'Ice cream parlour in Whitby: 12 flavours, 2 scoops £3.50',
];

describe('british spelling', () => {
  it.each(BRITISH_PROMPTS)('a British prompt gets British spelling: %s', (prompt) => {
    expect(isBritishPrompt(prompt)).toBe(true);
    const pages = writeCopy({ prompt, width: 1080, height: 1350, language: 'english', count: 4 }).pages;
    for (const page of pages)
      for (const el of page) {
        const values = el.type === 'bulletlist' ? el.value : [el.value];
        for (const v of values) expect(v).not.toMatch(AMERICAN);
      }
  });

  it.each([
    'Ballet classes for kids in Denver, $60 a month, call (303) 555-0100',
    'Summer camp in Austin, enroll by May 1',
  ])('an American prompt is not British: %s', (prompt) => {
    expect(isBritishPrompt(prompt)).toBe(false);
  });

  it('keeps the case and the words the prompt wrote itself', () => {
    expect(britishLine('Enroll today: your favorite color', new Set())).toBe('Enrol today: your favourite colour');
    expect(britishLine('ENROLL NOW', new Set())).toBe('ENROL NOW');
    expect(britishLine('Run the Color Run', new Set(['color']))).toBe('Run the Color Run');
  });
});
