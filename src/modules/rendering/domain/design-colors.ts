// The colours of a design request: the caller's `colors` (or `settings.colors`), else the colours its
// prompt asks for in a note on the look ("I'd like it bold, yellow and black", "بالذهبي والأسود"). Both
// are used the same way (requested colours, ahead of a brand kit's); a blind review found prompts'
// colour wishes rendered in an unrelated mood palette.
import { colorsAskedIn } from '../../../../libs/copywriter';

export function colorsOf(given: readonly string[], prompt: string | undefined): string[] | undefined {
  if (given.length) return [...given];
  const asked = prompt ? colorsAskedIn(prompt) : [];
  return asked.length ? asked : undefined;
}
