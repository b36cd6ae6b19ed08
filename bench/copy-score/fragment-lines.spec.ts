import {
  fragmentLines,
  isBareValue,
  isColonFragment,
  isFillerBeforeName,
  isPrepositionFragment,
} from './fragment-lines';

describe('fragment lines', () => {
  it.each(['10am', '£25', '5 de março', 'Friday 14 June'])('%s is a bare value', (v) =>
    expect(isBareValue(v)).toBe(true),
  );
  it.each(['Under 16s £25', 'Start 10am at our hut', 'Free parking'])('%s is no bare value', (v) =>
    expect(isBareValue(v)).toBe(false),
  );
  it.each([
    'In Wye Valley',
    'On Mill Road',
    "At St Mark's Church Hall",
    'Per bambini',
    'Until January 31',
    'في الرياض',
  ])('%s is a preposition and a name', (v) => expect(isPrepositionFragment(v)).toBe(true));
  it.each(['Find us in Wye Valley', 'Made for families', 'A small volunteer-run rescue', 'No booking needed'])(
    '%s is a whole line',
    (v) => expect(isPrepositionFragment(v)).toBe(false),
  );
  it.each(['All at The Gilded Hare.', 'Tudo com Porto Alegre.', 'Nu bij Hemelvaartsdag', 'Disponível em Bisalhães'])(
    '%s leads only to a name',
    (v) => expect(isFillerBeforeName(v)).toBe(true),
  );
  it.each(['Only until Friday – book now!', 'Jetzt in 5 Minuten beantragen', 'Enjoy 20% off at Luma'])(
    '%s says something',
    (v) => expect(isFillerBeforeName(v)).toBe(false),
  );
  it.each(['OPEN: on Killigrew Street', 'Date prisa: hasta el 8 de enero', 'Segna la data: venerdì'])(
    '%s is a colon fragment',
    (v) => expect(isColonFragment(v)).toBe(true),
  );
  it.each(['Next stop: Lisbon', 'Price: £25', 'Open 10:30 daily', 'Save the date: Saturday, 7am–1pm at the hall'])(
    '%s is no colon fragment',
    (v) => expect(isColonFragment(v)).toBe(false),
  );
  it('reads a page: bullets, bodies by sentence, titles', () => {
    expect(
      fragmentLines([
        { type: 'title', value: 'Sunday roast' },
        { type: 'body', value: 'Fresh bread daily. All at The Gilded Hare.' },
        { type: 'bulletlist', value: ['Under 16s free', '10am', 'In Ludlow'] },
      ]),
    ).toEqual(['filler + name "All at The Gilded Hare."', 'bare value "10am"', 'preposition + name "In Ludlow"']);
  });
});
