import { creditLine } from './design-pages.html';

describe('creditLine', () => {
  it('credits a stock photo with its links, escaped', () => {
    expect(
      creditLine({
        source: 'stock',
        provider: 'Unsplash',
        photographer: 'Ana <b>Ruiz</b>',
        photographerUrl: 'https://unsplash.com/@ana?a=1&b="2"',
        photoUrl: 'https://unsplash.com/photos/x',
      }),
    ).toBe(
      'Photo by <a href="https://unsplash.com/@ana?a=1&amp;b=&quot;2&quot;" rel="noopener nofollow">Ana &lt;b&gt;Ruiz&lt;/b&gt;</a> on <a href="https://unsplash.com/photos/x" rel="noopener nofollow">Unsplash</a>.',
    );
    expect(creditLine({ source: 'stock', provider: 'api.example.com' })).toBe('Photo on api.example.com.');
  });

  it('says a generated image was generated', () => {
    expect(creditLine({ source: 'generated', provider: 'api.openai.com', model: 'gpt-image-1' })).toBe(
      'Image generated with gpt-image-1.',
    );
  });
});
