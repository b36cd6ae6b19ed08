// The labelled check of prompt-only pictures (libs/design-engine/testing/trade-pictures.labelled.ts):
// every prompt's picture, chosen as the API chooses it, is one its trade may show. A wrong trade's
// picture (a drum for an English course, lipstick for a hair salon) fails; so does no picture at all.
import { isKnownIcon } from '../../../../libs/design-engine/imagery/match';
import { LABELLED_PROMPTS, TRADE_PICTURES } from '../../../../libs/design-engine/testing/trade-pictures.labelled';
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

describe('a word that names another trade elsewhere draws no picture of it', () => {
  it.each([
    ['english', 'Boxing Day sale: 40% off all winter coats', 'boxing-glove'],
    ['english', 'Browse our new brownies and cookies', 'lipstick'],
    ['english', 'Get the app on Google Play, free to download', 'performing-arts'],
    ['english', 'Frequent flyers earn double miles this month', 'printer'],
    ['dutch', 'Vet goede deals op sneakers dit weekend', 'paw-prints'],
    ['italian', 'Villa con piscina e giardino in vendita a Lucca', 'goggles'],
    ['spanish', 'Chalet con piscina en venta, 4 habitaciones', 'goggles'],
    ['french', "Toast à l'avocat et café pour 9 € au brunch", 'balance-scale'],
    ['french', 'Tarte aux pêches maison, 4 € la part', 'fishing-pole'],
    ['german', 'Autohaus Schneider: Jahreswagen mit 0 % Finanzierung', 'sewing-needle'],
    ['spanish', 'Visita nuestra página web y pide tu pizza online', 'desktop-computer'],
    ['japanese', '全国ライブツアー2026 チケット発売中', 'airplane'],
    ['portuguese', 'Nova coleção de verão com 30% de desconto', 'new-moon'],
    ['italian', 'Nuova collezione, saldi fino a domenica', 'stadium'],
    ['english', 'Lunch menu 11:30 to 14:30, soup and sandwich $12', 'eleven-thirty'],
  ])('%s "%s" does not draw %s', (language, prompt, wrong) => {
    expect(imageryFor(prompt, language)?.icon).not.toBe(wrong);
  });
});
