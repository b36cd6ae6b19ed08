// The built-in illustration of a design request, chosen once per request: what the prompt (or,
// designs-from-content, the copy itself) names, read in the design's and the prompt's language, with
// the copywriter's product, event, season and category as the fallback concept. A caller that has
// the copywriter's analysis of this same text passes it, so the text is not analysed twice.
import { analyzePrompt, PromptAnalysis } from '../../../../libs/copywriter';
import { exclusionsOf } from '../../../../libs/design-engine/imagery/exclusions';
import { ImageryChoice, matchImagery } from '../../../../libs/design-engine/imagery/match';

export function imageryFor(text: string, language: string, analysis?: PromptAnalysis): ImageryChoice | undefined {
  if (!text.trim()) return undefined;
  const a = analysis ?? analyzePrompt(text);
  // its town, third parties and specs are no things to draw ("in Phoenix", "live at the Sunset", "3-bed"); the
  // brand's own words are ("Scoops Ice Cream", "Burger Bude"): subjects.ts outranks a brand word that misleads
  const exclude = [a.location, ...a.mentions, ...a.specs].filter((n): n is string => Boolean(n));
  // what the prompt says it leaves out ("sauf meubles") is read as the copywriter reads a product, to bar its picture
  const barredConcepts = exclusionsOf(text).spans.flatMap((s): string[] => {
    const c = analyzePrompt(s).productConcept;
    return c ? [c] : [];
  });
  return matchImagery({
    text,
    languages: [language, a.promptLanguage],
    productConcept: a.productConcept,
    event: a.event,
    season: a.season,
    category: a.category,
    exclude,
    names: a.brand ? [a.brand] : [],
    barredConcepts,
  });
}
