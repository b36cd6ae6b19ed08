import { checkDocumentPages } from './document-pages';

describe('documentJson pages', () => {
  it('accepts every block type and names each problem by path', () => {
    const ok = checkDocumentPages([
      [
        { type: 'title', value: 'Summer sale' },
        { type: 'subtitle', value: 'On every sandal' },
        { type: 'offer', value: '30% off' },
        { type: 'bulletlist', value: ['Free shipping', 'Easy returns'] },
        { type: 'body', value: 'Until Sunday.' },
        { type: 'cta', value: 'Shop now' },
      ],
    ]);
    expect(ok.ok).toBe(true);

    const bad = checkDocumentPages([
      [
        { type: 'title', value: 'x'.repeat(1001) },
        { type: 'poster', value: 'a' },
      ],
      'page',
      [{ type: 'bulletlist', value: [1] }],
    ]);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'documentJson[0][0].value',
        'documentJson[0][1].type',
        'documentJson[1]',
        'documentJson[2][0].value[0]',
      ]),
    );
  });

  it('bounds pages, blocks and bullets', () => {
    const many = checkDocumentPages([Array.from({ length: 21 }, () => ({ type: 'body', value: 'b' }))]);
    expect(many.ok ? [] : many.errors.map((e) => e.field)).toContain('documentJson[0]');
    const bullets = checkDocumentPages([
      [{ type: 'bulletlist', value: Array.from({ length: 21 }, (_, i) => `item ${i}`) }],
    ]);
    expect(bullets.ok ? [] : bullets.errors.map((e) => e.field)).toContain('documentJson[0][0].value');
  });
});
