// Issue 15.3: in a 320x50 the headline is the message; the offer and call to action give way first and
// are reported as dropped. Every layout family in every strip is rendered in strip-title.slow.spec.ts.
import { renderDesign } from './render';

describe('strip headlines are set whole (issue 15.3)', () => {
  it('says what gave way', async () => {
    const r = await renderDesign({
      width: 320,
      height: 50,
      page: [
        { type: 'title', value: 'This weekend only' },
        { type: 'offer', value: '30% off' },
        { type: 'cta', value: 'Shop the sale' },
      ],
      language: 'english',
      variantIndex: 1,
      seed: 20261124,
      format: 'jpg',
      settings: { designModel: 'colorBlock' },
    });
    const shown = new Set(r.report.text.map((t) => t.id));
    for (const id of ['offer', 'cta']) if (!shown.has(id)) expect(r.report.dropped.map((x) => x.block)).toContain(id);
  });
});
