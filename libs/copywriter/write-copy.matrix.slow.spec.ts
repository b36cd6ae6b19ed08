// Each real-world prompt of write-copy.spec.ts in every catalog language, and a dozen of them in every
// format class including odd custom sizes: several hundred answers, so the slow tier (`npm run test:slow`).
import { COPY_LANGUAGES } from './languages';
import type { CopyRequest } from './types';
import { CASES, checkAnswer, SIZES } from './testing/real-world-cases';

describe('writeCopy on real-world prompts, every language and size', () => {
  describe.each(CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const req: CopyRequest = {
      prompt: c.prompt,
      width: c.size[0],
      height: c.size[1],
      language: c.language,
      persona: c.persona,
      seed: 7,
    };

    it('keeps the rules in every language', () => {
      for (const language of COPY_LANGUAGES) checkAnswer({ ...req, language });
    });
  });

  it('keeps the rules in every format class, including odd custom sizes', () => {
    for (const c of CASES.slice(0, 12)) {
      for (const [width, height] of [...SIZES, [16, 16], [4096, 16], [16, 4096], [1000, 1500], [160, 600]] as const) {
        checkAnswer({ prompt: c.prompt, width, height, language: c.language, seed: 3 });
      }
    }
  });
});
