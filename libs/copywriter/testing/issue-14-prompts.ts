// The prompts of issue 14 with the facts each must keep, and the formats they are checked in: shared by
// fact-check.spec.ts (English in every format) and fact-check.matrix.slow.spec.ts (every language too).
import type { FactRole } from '../types';

/** The prompts of issue 14 that lost or bent their facts, written out in full. */
export const ISSUE_PROMPTS: ReadonlyArray<{
  prompt: string;
  roles: ReadonlyArray<readonly [FactRole, string]>;
  english: string[][];
}> = [
  {
    prompt: 'Pennywise, the budgeting app that saves you $500 a year. Download free on iOS and Android.',
    roles: [['saving', '$500 a year']],
    english: [['Save $500 a year']],
  },
  {
    prompt: "Dave's Plumbing: 24/7 emergency call-outs, call 555-0134",
    roles: [
      ['all-hours', '24/7 emergency call-outs'],
      ['phone', '555-0134'],
    ],
    english: [['24/7'], ['555-0134']],
  },
  {
    prompt: 'Free tote for shoppers spending more than $40 this weekend',
    roles: [
      ['free-item', 'Free tote for shoppers spending more than $40'],
      ['threshold', 'Free tote for shoppers spending more than $40'],
    ],
    english: [['Free tote for shoppers spending more than $40', 'free gift on orders over $40']],
  },
  {
    prompt: 'Every $5 plants a tree — donate at treesforall.org',
    roles: [
      ['donation', 'Every $5 plants a tree'],
      ['url', 'treesforall.org'],
    ],
    english: [['$5 plants a tree'], ['treesforall.org']],
  },
  {
    prompt: '4-bed family home in Austin, $2.45M, open house Sunday 1-4pm',
    roles: [
      ['price', '$2.45M'],
      ['date', 'Sunday'],
      ['time', '1-4pm'],
      ['spec', '4-bed'],
    ],
    english: [['$2,450,000', '$2.45M'], ['1–4pm', '1-4pm'], ['4-bed']],
  },
  {
    prompt: "Tuesday 2-for-1 pizzas at Luigi's",
    roles: [
      ['bogo', '2-for-1'],
      ['date', 'Tuesday'],
    ],
    english: [['2-for-1'], ['Tuesday']],
  },
  { prompt: '全品半額セール 今週末まで', roles: [['half-price', '半額']], english: [['half price']] },
  {
    prompt: 'Gelateria Bella: secondo cono gratis questo weekend',
    roles: [['free-item', 'secondo cono gratis']],
    english: [['second one free']],
  },
  {
    prompt: '0% APR for 24 months on all e-bikes',
    roles: [['apr', '0% APR for 24 months']],
    english: [['0% APR for 24 months']],
  },
  {
    prompt: 'Free coffee for the first 100 customers at our grand opening',
    roles: [['free-item', 'Free coffee for the first 100 customers']],
    english: [['Free coffee for the first 100 customers', 'free coffee for the first 100']],
  },
];

export const FACT_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1080, 1080],
  [1200, 630],
  [300, 250],
  [1080, 1920],
];
