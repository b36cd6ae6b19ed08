import type { OutputFormat } from '../../../libs/design-engine/catalog/output-formats';
import type { DesignVariantEntity } from './design-variant.entity';
import { filesOf, negotiateFile } from './variant-files';

const files = (...formats: OutputFormat[]) => formats.map((format) => ({ format }));
const pick = (accept: string | undefined, ...formats: OutputFormat[]) =>
  negotiateFile(files(...formats), accept)?.format;

describe('negotiateFile', () => {
  it("takes the browser's first listed format the variant has", () => {
    expect(pick('image/avif,image/webp,image/apng,*/*;q=0.8', 'jpg', 'webp', 'avif')).toBe('avif');
    expect(pick('image/avif,image/webp,image/apng,*/*;q=0.8', 'jpg', 'webp')).toBe('webp');
  });

  it('orders by q before position, and ignores q=0', () => {
    expect(pick('image/avif;q=0.4, image/webp;q=0.9', 'avif', 'webp')).toBe('webp');
    expect(pick('image/webp;q=0, image/png', 'webp', 'png')).toBe('png');
  });

  it('falls back to the first format for */*, no header, or a header naming none of them', () => {
    expect(pick('*/*', 'png', 'webp')).toBe('png');
    expect(pick(undefined, 'pdf', 'jpg')).toBe('pdf');
    expect(pick('image/gif', 'jpg', 'png')).toBe('jpg');
  });

  it('image/* takes the first image format, not a PDF', () => {
    expect(pick('image/*', 'pdf', 'png')).toBe('png');
    expect(pick('application/pdf', 'jpg', 'pdf')).toBe('pdf');
  });
});

describe('filesOf', () => {
  const row = {
    requestId: 'r',
    index: 0,
    accountId: 'a',
    storageKey: 'k.jpg',
    width: 1,
    height: 1,
    format: 'jpg',
    bytes: 10,
    etag: 'e',
    createdAt: new Date(0),
  } as const;
  it('reads a row made before several formats as its one file', () => {
    expect(filesOf({ ...row, files: [] } as DesignVariantEntity)).toEqual([
      { format: 'jpg', storageKey: 'k.jpg', bytes: 10, etag: 'e', fits: true },
    ]);
  });
  it('lists every file of a newer row', () => {
    const f = [
      { format: 'webp' as const, storageKey: 'k.webp', bytes: 5, etag: 'w', quality: 85, fits: true },
      { format: 'jpg' as const, storageKey: 'k.jpg', bytes: 10, etag: 'e', quality: 88, fits: true },
    ];
    expect(filesOf({ ...row, format: 'webp', files: f } as DesignVariantEntity)).toEqual(f);
  });
});
