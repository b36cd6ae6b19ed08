// The icons of food and drink (the emoji set's own "Food & Drink" category), read once from the pinned
// package: a fork and knife belongs on their designs (bullet icons), and on a prompt of no known trade
// a food word of the emoji keywords still says what is sold ("fromages", "naranjas").
import { readFileSync } from 'node:fs';

export const FOOD_ICONS: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/metadata.json'), 'utf8')) as {
      categories: Record<string, string[]>;
    }
  ).categories['Food & Drink'],
);
