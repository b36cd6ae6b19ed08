// The labelled check of prompt-only pictures (libs/design-engine/imagery/trade-pictures.labelled.ts):
// every prompt's picture, chosen as the API chooses it, is one its trade may show. A wrong trade's
// picture (a drum for an English course, lipstick for a hair salon) fails; so does no picture at all.
import { isKnownIcon } from '../../../../libs/design-engine/imagery/match';
import { LABELLED_PROMPTS, TRADE_PICTURES } from '../../../../libs/design-engine/imagery/trade-pictures.labelled';
import { imageryFor } from './imagery-for';

describe('prompt-only pictures show the trade (labelled check)', () => {
  it('labels only pictures we ship, at least 80 prompts of 40 trades in the nine languages', () => {
    for (const icons of Object.values(TRADE_PICTURES))
      for (const i of icons) expect([i, isKnownIcon(i)]).toEqual([i, true]);
    expect(LABELLED_PROMPTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(LABELLED_PROMPTS.map(([t]) => t)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(LABELLED_PROMPTS.map(([, l]) => l)).size).toBe(9);
    for (const [trade] of LABELLED_PROMPTS) expect(TRADE_PICTURES[trade]).toBeDefined();
  });

  it('draws one of its trade’s pictures for every labelled prompt', () => {
    const wrong: string[] = [];
    for (const [trade, language, prompt] of LABELLED_PROMPTS) {
      const icon = imageryFor(prompt, language)?.icon;
      if (!icon || !TRADE_PICTURES[trade].includes(icon))
        wrong.push(`${trade} (${language}) "${prompt}" -> ${icon ?? 'none'}`);
    }
    const right = LABELLED_PROMPTS.length - wrong.length;
    process.stdout.write(`trade pictures: ${right}/${LABELLED_PROMPTS.length} right\n`);
    expect(wrong).toEqual([]);
  });
});
