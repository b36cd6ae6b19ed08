import { readFileSync, readdirSync, statSync } from 'fs';
import { join } from 'path';
import * as copywriter from './index';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('libs/copywriter public face', () => {
  it('exports the interface the service is built against', () => {
    expect(copywriter.COPY_LANGUAGES).toEqual([
      'english',
      'spanish',
      'french',
      'german',
      'italian',
      'portuguese',
      'dutch',
      'arabic',
      'japanese',
    ]);
    expect(copywriter.BLOCK_TYPES).toEqual(['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body']);
    for (const fn of [
      'analyzePrompt',
      'writeCopy',
      'classifyFormat',
      'parsePages',
      'buildLlmMessages',
      'suggestBackdropPalettes',
    ] as const) {
      expect(typeof copywriter[fn]).toBe('function');
    }
    expect(Object.keys(copywriter.BLOCK_LIMITS).sort()).toEqual([...copywriter.FORMAT_CLASSES].sort());
    const { pages, analysis } = copywriter.writeCopy({
      prompt: '20% off at Stride',
      width: 300,
      height: 250,
      language: 'english',
    });
    expect(pages).toHaveLength(3);
    expect(analysis.offers).toEqual(['20% off']);
    expect(copywriter.LANGUAGE_INFO.arabic.direction).toBe('rtl');
    expect(() => copywriter.warmUp()).not.toThrow();
  });

  it('stays pure: no framework, database, service or clock imports, no Math.random', () => {
    for (const file of sourceFiles(__dirname)) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports)
        expect({ file, spec, local: spec.startsWith('./') || spec.startsWith('../') }).toEqual({
          file,
          spec,
          local: true,
        });
      expect({ file, outside: imports.some((s) => /\.\.\/\.\.\//.test(s)) }).toEqual({ file, outside: false });
      expect({ file, impure: /Math\.random|Date\.now|new Date\(/.test(text) }).toEqual({ file, impure: false });
    }
  });
});
