// Numbers a copy may show: the prompt's own and their usual rewritings, nothing else.
import { allowedMonths, allowedNumbers, inventedMonths, inventedNumbers } from './numbers';

const invented = (prompt: string, copy: string) => inventedNumbers(copy, allowedNumbers(prompt));

describe('inventedNumbers', () => {
  it.each([
    ['$2.45M home', 'Yours for $2,450,000'],
    ['$2.45M home', '2.450.000 €'],
    ['Open house 1-4pm', 'Open house 13:00–16:00'],
    ['Doors at 7pm', 'ab 19 Uhr'],
    ['Dinner 19:30', 'Dinner at 7:30pm'],
    ['Sale until June 14', 'Until 14/06'],
    ['Lunch 11.30-14.30 uur', 'Lunch 11 tot 14 uur'],
    ['半額セール', '50%オフ'],
    ['2-for-1 pizzas', 'Buy 1 get 1'],
    ['Call ０３-１２３４-５６７８', 'Call 03-1234-5678'],
    ['خصم ٢٥٪', 'خصم 25%'],
    ['Villa 245万円', '2,450,000円'],
    ['19,99 € statt 29,99 €', 'Nur 19,99 €'],
    ['three-course menu', '3 courses'],
    ['Accounting software', 'Built for b2b teams'],
  ])('accepts %s → %s', (prompt, copy) => {
    expect(invented(prompt, copy)).toEqual([]);
  });

  it.each([
    ['Summer sale 30% off', 'Save 40% today', '40'],
    ['Yoga every Saturday', 'Join 2,000 happy members', '2000'],
    ['Webinar on March 12', 'Only 5 seats left', '5'],
    ['Pizza night', 'Open since 1998', '1998'],
    ['Villa, $2.45M', 'Only $2', '2'],
    ['Menu 12,90 €', 'Only 90 €', '90'],
  ])('flags %s → %s', (prompt, copy, raw) => {
    expect(invented(prompt, copy).map((r) => r.replace(/[,.]/g, ''))).toContain(raw);
  });
});

describe('inventedMonths', () => {
  const months = (prompt: string, copy: string) => inventedMonths(copy, allowedMonths(prompt));

  it.each([
    ['Sale until June 14', 'Hasta el 14 de junio'],
    ['Pick up 9/13', 'Pick up September 13'],
    ['Open 28.11.', 'Nur am 28. November'],
    ['6月14日（土）オープン', '6月14日オープン'],
    ['You may book now', 'You may book today, 24/7'],
  ])('accepts %s → %s', (prompt, copy) => {
    expect(months(prompt, copy)).toEqual([]);
  });

  it.each([
    ['Support 24/7, ab 39 €', 'Ab 39 € bis 24. Juli'],
    ['Open house Sunday', 'Open house Sunday, May 4'],
    ['Webinar am Donnerstag', '3月12日開催'],
  ])('flags %s → %s', (prompt, copy) => {
    expect(months(prompt, copy)).not.toEqual([]);
  });
});
