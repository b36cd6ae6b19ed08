import { moodOf } from './design-mood';
import type { PageBlock } from '../../designs';

describe('moodOf (designs-from-content takes its look from its own words)', () => {
  const luxuryPages: PageBlock[][] = [
    [
      { type: 'title', value: 'Fine jewellery, crafted by hand' },
      { type: 'subtitle', value: 'Exclusive, bespoke pieces from our Paris atelier' },
    ],
  ];

  it('reads the mood from the pages when there is no prompt', () => {
    expect(moodOf(undefined, luxuryPages).mood).toBe('luxury');
  });

  it('reads every page, not only the first', () => {
    const pages: PageBlock[][] = [
      [{ type: 'title', value: 'This weekend' }],
      [{ type: 'title', value: 'Kids birthday party with balloons, games and fun' }],
    ];
    expect(moodOf(undefined, pages).mood).toBe('playful');
  });

  it('lets the optional prompt set the category and mood the pages do not say', () => {
    const pages: PageBlock[][] = [[{ type: 'title', value: 'Plan your week in minutes' }]];
    expect(moodOf('A mobile app for busy parents, on iOS and Android', pages).category).toBe('app');
  });
});
