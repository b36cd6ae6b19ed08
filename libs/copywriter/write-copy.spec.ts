// writeCopy on each real-world prompt once, and its formats, tone, languages and dictated text. The same
// prompts in every language and every format class are write-copy.matrix.slow.spec.ts (the slow tier).
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { includesLoose } from './text';
import type { Block, CopyRequest, LanguageId } from './types';
import { writeCopy } from './write-copy';
import { allText, CASES, checkAnswer } from './testing/real-world-cases';
describe('writeCopy on real-world prompts', () => {
  it('has a table of at least 30 prompts covering every language and the named formats', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.language))).toEqual(new Set(COPY_LANGUAGES));
    const sizes = new Set(CASES.map((c) => c.size.join('x')));
    for (const s of ['320x50', '728x90', '300x250', '300x600', '1080x1080', '1080x1920', '1200x630'])
      expect(sizes).toContain(s);
  });

  describe.each(CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const req: CopyRequest = {
      prompt: c.prompt,
      width: c.size[0],
      height: c.size[1],
      language: c.language,
      persona: c.persona,
      seed: 7,
    };

    it('keeps the rules of the format and carries the offers, dates and names', () => {
      checkAnswer(req);
    });

    it('contains the hand-checked wording', () => {
      const all = allText(writeCopy(req).pages);
      for (const e of c.expect)
        expect({ expected: e, all, present: all.some((t) => includesLoose(t, e)) }).toEqual({
          expected: e,
          all,
          present: true,
        });
    });

    it('is identical for the same seed and different for another seed', () => {
      const a = writeCopy(req);
      expect(writeCopy({ ...req })).toEqual(a);
      expect(writeCopy({ ...req, seed: 8 }).pages).not.toEqual(a.pages);
    });
  });
});

describe('writeCopy formats and counts', () => {
  const prompt = 'Summer sale: 30% off all running shoes at Stride until Sunday, free shipping over $50';

  it('gives banners a title and a cta only, and the medium rectangle title, offer and cta', () => {
    for (const [w, h] of [
      [320, 50],
      [728, 90],
    ]) {
      for (const page of writeCopy({ prompt, width: w, height: h, language: 'english' }).pages)
        expect(page.map((b) => b.type)).toEqual(['title', 'cta']);
    }
    const rect = writeCopy({ prompt, width: 300, height: 250, language: 'english' }).pages;
    for (const page of rect) for (const b of page) expect(['title', 'offer', 'cta']).toContain(b.type);
    expect(rect.some((p) => p.some((b) => b.type === 'offer'))).toBe(true);
  });

  it('lets large posts carry a subtitle, 3 to 4 bullets and a body', () => {
    // (Of the prompt's own lines: no stock line pads a list or a body, stock-lines.ts.)
    const rich =
      'Summer sale at Stride: 30% off all running shoes until Sunday, free shipping over $50. Lightweight foam soles. ' +
      'Breathable mesh uppers. Sizes for kids and adults. Visit us at 12 Main Street, Denver.';
    for (const [w, h] of [
      [1080, 1080],
      [1080, 1920],
    ]) {
      const pages = writeCopy({ prompt: rich, width: w, height: h, language: 'english' }).pages;
      const blocks = pages.flat();
      expect(blocks.some((b) => b.type === 'subtitle')).toBe(true);
      expect(blocks.some((b) => b.type === 'body')).toBe(true);
      const lists = blocks.filter((b): b is Extract<Block, { type: 'bulletlist' }> => b.type === 'bulletlist');
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.some((l) => l.value.length >= 3)).toBe(true);
      for (const l of lists) {
        expect(l.value.length).toBeGreaterThanOrEqual(2);
        expect(l.value.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('writes 1 to 5 pages with different angles, even on the smallest banner', () => {
    for (const count of [1, 2, 3, 4, 5]) {
      for (const [w, h] of [
        [320, 50],
        [1080, 1080],
      ]) {
        const result = writeCopy({ prompt, width: w, height: h, language: 'english', count });
        expect(result.pages).toHaveLength(count);
        expect(new Set(result.angles).size).toBe(count);
        checkAnswer({ prompt, width: w, height: h, language: 'english', count });
      }
    }
    // Five pages also for a prompt with nothing to hang them on.
    checkAnswer({ prompt: 'coffee', width: 320, height: 50, language: 'japanese', count: 5 });
    checkAnswer({ prompt: '', width: 1080, height: 1080, language: 'arabic', count: 5 });
  });

  it('leads with the offer when there is one', () => {
    const result = writeCopy({ prompt, width: 1080, height: 1080, language: 'english', seed: 1 });
    expect(result.angles[0]).toBe('offer');
    expect(result.angles).toContain('urgency');
  });

  it('refuses requests it cannot honour', () => {
    expect(() => writeCopy({ prompt, width: 300, height: 250, language: 'klingon' as LanguageId })).toThrow(RangeError);
    for (const count of [0, 6, 1.5])
      expect(() => writeCopy({ prompt, width: 300, height: 250, language: 'english', count })).toThrow(RangeError);
    expect(() => writeCopy({ prompt, width: 0, height: 250, language: 'english' })).toThrow(RangeError);
  });

  it('uses the same output when no seed is given as with seed 0', () => {
    const a = writeCopy({ prompt, width: 300, height: 600, language: 'dutch' });
    expect(writeCopy({ prompt, width: 300, height: 600, language: 'dutch', seed: 0 })).toEqual(a);
  });
});

describe('writeCopy tone and persona', () => {
  const prompt = 'New spring collection of handmade leather bags';

  it('follows the persona: brand, tone, category and audience fill what the prompt leaves out', () => {
    const luxury = writeCopy({
      prompt,
      width: 1080,
      height: 1080,
      language: 'english',
      persona: { brandName: 'Maison Ava', emotions: ['elegant', 'sophisticated'], audience: ['women'] },
    });
    expect(luxury.tone).toBe('luxury');
    expect(luxury.analysis.brand).toBe('Maison Ava');
    expect(allText(luxury.pages).some((t) => t.includes('Maison Ava'))).toBe(true);
    expect(luxury.analysis.audienceId).toBe('women');
    const playful = writeCopy({
      prompt,
      width: 1080,
      height: 1080,
      language: 'english',
      persona: { brandName: 'Maison Ava', emotions: ['playful', 'fun'] },
    });
    expect(playful.tone).toBe('playful');
    expect(playful.pages).not.toEqual(luxury.pages);
    const industry = writeCopy({
      prompt: 'Big news this week',
      width: 1080,
      height: 1080,
      language: 'english',
      persona: { industry: 'Software / SaaS' },
    });
    expect(industry.analysis.category).toBe('saas');
  });

  it('writes luxury copy without playful lines and playful copy without luxury lines', () => {
    const lines = (mood: 'luxury' | 'playful'): string[] => [...PHRASE_BANKS.english.moods[mood]];
    for (let seed = 0; seed < 5; seed++) {
      const lux = allText(
        writeCopy({
          prompt,
          width: 1080,
          height: 1920,
          language: 'english',
          seed,
          persona: { emotions: ['luxurious'] },
        }).pages,
      );
      const fun = allText(
        writeCopy({ prompt, width: 1080, height: 1920, language: 'english', seed, persona: { emotions: ['playful'] } })
          .pages,
      );
      expect(lux.some((t) => lines('playful').some((l) => t.includes(l)))).toBe(false);
      expect(fun.some((t) => lines('luxury').some((l) => t.includes(l)))).toBe(false);
    }
  });

  it('lets a persona tone replace the prompt mood in the choice of lines', () => {
    const sale = 'Big summer party sale, 50% off everything';
    for (let seed = 0; seed < 5; seed++) {
      const lux = allText(
        writeCopy({
          prompt: sale,
          width: 1080,
          height: 1080,
          language: 'english',
          seed,
          persona: { emotions: ['elegant'] },
        }).pages,
      );
      expect(lux.some((t) => t.startsWith('Treat yourself'))).toBe(false);
    }
    const plain = [0, 1, 2, 3, 4].flatMap((seed) =>
      allText(writeCopy({ prompt: sale, width: 1080, height: 1080, language: 'english', seed }).pages),
    );
    expect(plain.some((t) => t.startsWith('Treat yourself'))).toBe(true);
  });

  it('keeps the prompt brand over the persona brand', () => {
    const r = writeCopy({
      prompt: '20% off at Stride this weekend',
      width: 1080,
      height: 1080,
      language: 'english',
      persona: { brandName: 'Other Co' },
    });
    expect(r.analysis.brand).toBe('Stride');
  });
});

describe('writeCopy languages', () => {
  const prompt = 'Summer sale: 30% off all running shoes at Stride until Sunday, free shipping over $50';

  it('writes the built-in parts in the requested language and keeps names', () => {
    const spanish = allText(writeCopy({ prompt, width: 1080, height: 1080, language: 'spanish' }).pages).join(' ');
    expect(spanish).toMatch(/descuento/);
    expect(spanish).not.toMatch(/\b(off|until|shipping|Shop now)\b/);
    const japanese = allText(writeCopy({ prompt, width: 1080, height: 1080, language: 'japanese' }).pages).join('');
    expect(japanese).toMatch(/30%オフ/);
    expect(japanese).toMatch(/日曜日/);
    const arabic = allText(writeCopy({ prompt, width: 1080, height: 1080, language: 'arabic' }).pages).join(' ');
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
    expect(arabic).toContain('Stride');
  });

  it('does not put English free text into another language', () => {
    for (const language of COPY_LANGUAGES.filter((l) => l !== 'english')) {
      const all = allText(
        writeCopy({ prompt: 'Promote our handmade lavender soap bars, 20% off', width: 1080, height: 1920, language })
          .pages,
      ).join(' ');
      expect({ language, leaked: /lavender|handmade|soap/i.test(all) }).toEqual({ language, leaked: false });
    }
  });
});

describe('writeCopy with dictated text', () => {
  const prompt = 'Ad for "Nova Lamp" with the headline "Light that follows you" and a button "Grab yours", 15% off';

  it('uses a dictated headline and call to action verbatim when writing in the prompt language', () => {
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'english' });
    expect(pages[0][0]).toEqual({ type: 'title', value: 'Light that follows you' });
    for (const page of pages) expect(page[page.length - 1]).toEqual({ type: 'cta', value: 'Grab yours' });
    expect(allText(pages).some((t) => t.includes('Nova Lamp'))).toBe(true);
  });

  it('writes its own headline and call to action in another language, keeping the product name', () => {
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'german' });
    const all = allText(pages);
    expect(all.some((t) => t.includes('Light that follows you') || t.includes('Grab yours'))).toBe(false);
    expect(all.some((t) => t.includes('Nova Lamp'))).toBe(true);
    expect(all.some((t) => includesLoose(t, '15 % Rabatt'))).toBe(true);
  });
});
