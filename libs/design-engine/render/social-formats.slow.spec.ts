// Social and tall formats as a marketer posts them (phone-size reading): the headline and the call to
// action large enough on a story or portrait post, the copy and the picture spanning a story's safe
// zone, no sticker or offer burst over the picture's subject, and covers keeping their copy, logo and
// furniture out of the corner the profile picture covers. Checked on the report (testing/social-checks.ts).
// About 200 full-size renders (every layout family in each format and script): the slow tier
// (`npm run test:slow`); the pure geometry of covers and bursts is checked in social-formats.spec.ts.
import { LAYOUT_FAMILIES } from '../catalog/options';
import { LanguageId } from '../catalog/languages';
import { FurnitureFacts } from '../furniture/types';
import { matchImagery } from '../imagery/match';
import { prepareMedia } from '../media/prepare';
import { PreparedMedia } from '../media/types';
import { logoPng } from '../testing/fixtures';
import { preparedUserMedia } from '../testing/user-media';
import { burstOverHero, emptyBand, inProfileCorner, overHero } from '../testing/social-checks';
import { Block, renderDesign, RenderResult } from './render';

const PAGES: Partial<Record<LanguageId, Block[]>> = {
  english: [
    { type: 'title', value: 'Fresh sneakers for summer' },
    { type: 'subtitle', value: 'Light, bright and made to move' },
    { type: 'offer', value: '30% off' },
    { type: 'cta', value: 'Shop now' },
  ],
  german: [
    { type: 'title', value: 'Neue Sneaker für den Sommer' },
    { type: 'subtitle', value: 'Leicht, hell und bequem' },
    { type: 'offer', value: '30 % Rabatt' },
    { type: 'cta', value: 'Jetzt einkaufen' },
  ],
  arabic: [
    { type: 'title', value: 'أحذية رياضية جديدة للصيف' },
    { type: 'subtitle', value: 'خفيفة ومريحة' },
    { type: 'offer', value: 'خصم ٣٠٪' },
    { type: 'cta', value: 'تسوق الآن' },
  ],
  japanese: [
    { type: 'title', value: '夏の新作スニーカー登場' },
    { type: 'subtitle', value: '軽くて歩きやすい' },
    { type: 'offer', value: '30%オフ' },
    { type: 'cta', value: '今すぐ購入' },
  ],
};

const imagery = matchImagery({ text: 'Summer sale on sneakers', languages: ['english'] });
const sticker: FurnitureFacts = { sticker: { kind: 'percent', text: '-30%' } };

function render(W: number, H: number, language: LanguageId, family: string, extra = {}): Promise<RenderResult> {
  return renderDesign({
    width: W,
    height: H,
    page: PAGES[language] as Block[],
    language,
    variantIndex: 0,
    seed: 11,
    format: 'png',
    imagery,
    settings: { designModel: family },
    ...extra,
  });
}

describe('social and tall formats read at phone size', () => {
  it('a story and a portrait post set the headline and the call to action large enough for a phone', async () => {
    const problems: string[] = [];
    for (const [W, H] of [
      [1080, 1920],
      [1080, 1350],
    ])
      for (const family of LAYOUT_FAMILIES)
        for (const language of ['english', 'german', 'arabic', 'japanese'] as LanguageId[]) {
          const r = await render(W, H, language, family);
          const size = (id: string): number | undefined => r.report.text.find((t) => t.id === id)?.font.size;
          const where = `${W}x${H} ${family} ${language}`;
          // a story is shown ~390 pt wide: 6.2 % of the width is a 24 pt headline, 3.6 % a 14 pt button
          if ((size('title') ?? 0) < W * 0.062 - 0.5) problems.push(`${where}: headline ${size('title')} px`);
          const cta = size('cta');
          if (cta !== undefined && cta < W * 0.036 - 0.5) problems.push(`${where}: call to action ${cta} px`);
        }
    expect(problems).toEqual([]);
  }, 240_000);

  it("the copy and the picture span a story's safe zone: no empty band over a quarter of it", async () => {
    const problems: string[] = [];
    for (const family of LAYOUT_FAMILIES)
      for (const language of ['english', 'arabic', 'japanese'] as LanguageId[]) {
        const r = await render(1080, 1920, language, family);
        const band = emptyBand(r.report, 1080, 1920);
        if (band > 0.25) problems.push(`${family} ${language}: ${Math.round(band * 100)} % of the zone empty`);
      }
    expect(problems).toEqual([]);
  }, 240_000);

  it("no offer sticker, copy or offer burst on the picture's subject", async () => {
    const problems: string[] = [];
    for (const [W, H] of [
      [1080, 1080],
      [1080, 1350],
      [1080, 1920],
      [1200, 628],
      [300, 600],
      [160, 600],
    ])
      for (const family of LAYOUT_FAMILIES) {
        const r = await render(W, H, 'english', family, { furniture: sticker });
        if (!r.report.imagery) continue;
        const over = [...overHero(r.report), ...(burstOverHero(r.report) ? ['the offer burst'] : [])];
        if (over.length) problems.push(`${W}x${H} ${family}: ${over.join(', ')} over the subject`);
      }
    expect(problems).toEqual([]);
  }, 240_000);

  it('colorBlock shows a wide group photo whole at full width in a story and a portrait post, over no blurred enlargement', async () => {
    const { team } = await preparedUserMedia();
    const problems: string[] = [];
    for (const [W, H] of [
      [1080, 1920],
      [1080, 1350],
    ]) {
      const r = await render(W, H, 'english', 'colorBlock', { media: [team], imagery: undefined });
      const photos = r.report.images.filter((i) => i.kind === 'photo');
      if (photos.some((p) => p.fit === 'fill')) problems.push(`${W}x${H}: a blurred fill behind the photo`);
      const shown = photos.find((p) => p.fit !== 'fill');
      if (!shown || shown.box.width < W - 1)
        problems.push(`${W}x${H}: photo ${JSON.stringify(shown?.box)} not full width`);
      // in a story it stays above the reply bar
      const zone = r.report.textZone;
      if (shown && zone && shown.box.y + shown.box.height > zone.y + zone.height + 1)
        problems.push(`${W}x${H}: photo under the reply bar`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  describe('covers', () => {
    let logo: PreparedMedia;
    beforeAll(async () => {
      logo = (await prepareMedia([{ kind: 'logo', data: await logoPng() }])).media[0];
    });

    it('keep copy, logo and furniture out of the corner the profile picture covers (mirrored in Arabic)', async () => {
      const problems: string[] = [];
      const furniture: FurnitureFacts = { ...sticker, contacts: [{ kind: 'url', text: 'sneakers.example.com' }] };
      for (const [W, H] of [
        [820, 312],
        [1500, 500],
        [1584, 396],
      ])
        for (const family of LAYOUT_FAMILIES)
          for (const language of ['english', 'arabic'] as LanguageId[]) {
            const r = await render(W, H, language, family, { media: [logo], furniture });
            const hit = inProfileCorner(r.report, W, H, language === 'arabic');
            if (hit.length) problems.push(`${W}x${H} ${family} ${language}: ${hit.join(', ')} in the corner`);
            if (!r.report.text.some((t) => t.id === 'title'))
              problems.push(`${W}x${H} ${family} ${language}: no title`);
          }
      expect(problems).toEqual([]);
    }, 240_000);
  });
});
