// Each prompt of issue 14 in every catalog language and format: its facts carried, no number invented,
// no "only" for a non-sale amount. Several hundred answers, so the slow tier (`npm run test:slow`).
import { checkFacts } from './fact-check';
import { COPY_LANGUAGES } from './languages';
import { writeCopy } from './write-copy';
import { FACT_SIZES as SIZES, ISSUE_PROMPTS } from './testing/issue-14-prompts';

describe('writeCopy keeps the facts (issue 14) in every language and format', () => {
  describe.each(ISSUE_PROMPTS.map((c) => [c.prompt, c]))('%s', (_p, c) => {
    it('carries every fact in every language and format, invents no number and never writes "only" for a non-sale amount', () => {
      for (const language of COPY_LANGUAGES) {
        for (const [width, height] of SIZES) {
          const { pages } = writeCopy({ prompt: c.prompt, width, height, language, seed: 1 });
          const check = checkFacts(c.prompt, pages, { language });
          expect({ language, width, height, ...check, missing: check.missing.map((f) => f.text) }).toEqual({
            language,
            width,
            height,
            missing: [],
            invented: [],
            misused: [],
          });
        }
      }
    });
  });
});
