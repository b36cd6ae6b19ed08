// The mood (palette and type) and category of a design request, read from its own words: the prompt
// and the copy of every page. designs-from-content used only its first page, and its optional prompt
// did not exist; a request's look now follows what it says.
import { analyzePrompt } from '../../../../libs/copywriter';
import type { Mood } from '../../../../libs/design-engine';
import type { PageBlock } from '../../designs';

export function pageText(page: PageBlock[]): string {
  return page.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : b.value)).join(' ');
}

export function moodOf(prompt: string | undefined, pages: PageBlock[][]): { mood: Mood; category: string } {
  const text = [prompt ?? '', ...pages.map(pageText)].filter((t) => t.trim()).join('\n');
  const { mood, category } = analyzePrompt(text || 'design');
  return { mood, category };
}
