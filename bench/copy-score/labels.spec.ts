// One mapping table between the copywriter's vocabulary and the scorecard's labels.
import { readClassification, toActionLabel, toCategoryLabel } from './labels';

describe('labels', () => {
  it('passes labels through and maps the older vocabulary', () => {
    expect(toCategoryLabel('local-service')).toBe('local-service');
    expect(toCategoryLabel('food')).toBe('restaurant');
    expect(toCategoryLabel('general')).toBeNull();
    expect(toActionLabel('buy-tickets')).toBe('buy-tickets');
    expect(toActionLabel('tickets')).toBe('buy-tickets');
    expect(toActionLabel('Start_Trial')).toBe('start-trial');
    expect(toActionLabel('teleport')).toBeNull();
  });

  it('reads an explicit action before ctaIntent, as a string or an object', () => {
    expect(readClassification({ category: 'food', ctaIntent: 'order' })).toMatchObject({
      category: 'restaurant',
      action: 'order',
    });
    expect(readClassification({ category: 'food', ctaIntent: 'order', action: 'book' }).action).toBe('book');
    expect(readClassification({ category: { id: 'pets' }, action: { label: 'call' } })).toMatchObject({
      category: 'pets',
      action: 'call',
    });
    expect(readClassification(undefined)).toMatchObject({ category: null, action: null });
  });
});
