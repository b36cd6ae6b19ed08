// The render brief is assembled once per job: the brand kit read once (persona and brand mode), the
// copywriter's analysis of the prompt reused for the imagery. Outside modules are plain fakes here.
import { analyzePrompt } from '../../../libs/copywriter';
import type { ContentService, WrittenCopy } from '../content';
import type { DesignRequestEntity } from '../designs';
import type { MediaService } from '../media';
import type { BrandKit, UsersService } from '../users';
import type { AppConfig } from '../../platform/config/app-config';
import { imageryFor } from './domain/imagery-for';
import { RenderBriefService } from './render-brief.service';
import { RequestImageryService } from './request-imagery.service';

const KIT: BrandKit = {
  brandName: 'Maison Lune',
  brandDescription: 'A neighbourhood bakery',
  brandUrl: null,
  brandLogo: null,
  brandColors: ['#112233', '#ddeeff'],
  brandFonts: [{ name: 'Lato' }],
  brandPersona: { emotions: ['warm'], industry: 'bakery', audience: [], designTags: [] },
};

function row(params: Partial<DesignRequestEntity['params']>, userId: string | null = 'u1'): DesignRequestEntity {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    accountId: 'a1',
    workspaceId: 'w1',
    userId,
    designId: 'd1',
    type: 'social',
    subtype: 'instagramPost',
    width: 1080,
    height: 1080,
    numVariants: 2,
    format: 'jpg',
    params: { language: 'english', colors: [], fontGroups: [], medias: [], brandMode: false, settings: {}, ...params },
  } as unknown as DesignRequestEntity;
}

function harness(copy: Partial<WrittenCopy> = {}) {
  const kitReads: string[] = [];
  const personas: unknown[] = [];
  const users = {
    getBrandKit: async (_a: string, userId: string) => (kitReads.push(userId), KIT),
  } as unknown as UsersService;
  const content = {
    writePages: async (req: { prompt: string; persona?: unknown }) => {
      personas.push(req.persona);
      return {
        pages: [[{ type: 'title', value: 'Warm croissants' }]],
        analysis: analyzePrompt(req.prompt),
        source: 'builtin',
        warnings: [],
        ...copy,
      } as WrittenCopy;
    },
  } as unknown as ContentService;
  const media = { resolve: async () => ({ ok: false, reason: 'not used here' }) } as unknown as MediaService;
  const config = { designs: { mediaStepBudgetMs: 5000 } } as AppConfig;
  // no outside picture: the request asks for none
  const requestImagery = {
    photoFor: async () => ({ media: [], warnings: [], unusedCredits: 0 }),
  } as unknown as RequestImageryService;
  return { briefs: new RenderBriefService(content, media, users, requestImagery, config), kitReads, personas };
}

describe('RenderBriefService', () => {
  it('reads the brand kit once for both the copy persona and the brand mode', async () => {
    const h = harness();
    const brief = await h.briefs.assemble(row({ prompt: 'Fresh croissants every morning', brandMode: true }));
    expect(h.kitReads).toEqual(['u1']);
    expect(h.personas).toEqual([expect.objectContaining({ brandName: 'Maison Lune', industry: 'bakery' })]);
    expect(brief.brand).toEqual({
      name: 'Maison Lune',
      colors: ['#112233', '#ddeeff'],
      fonts: ['Lato'],
      logo: undefined,
    });
  });

  it('does not read a brand kit when neither the copy nor the brand mode needs it', async () => {
    const h = harness();
    const brief = await h.briefs.assemble(row({ pages: [[{ type: 'title', value: 'Given copy' }]] }));
    expect(h.kitReads).toEqual([]);
    expect(brief.pages).toEqual([[{ type: 'title', value: 'Given copy' }]]);
    expect(brief.brand).toBeUndefined();
  });

  it("chooses the imagery from the copywriter's own reading of the prompt instead of reading it again", async () => {
    // A reading that differs from what the prompt alone says shows which one the brief used.
    const reading = analyzePrompt('Fresh croissants from our bakery');
    const h = harness({ analysis: reading });
    const prompt = 'Open every day for you';
    const brief = await h.briefs.assemble(row({ prompt }));
    const expected = imageryFor(prompt, 'english', reading);
    expect(expected).toBeDefined();
    expect(brief.imagery).toEqual(expected);
    expect(brief.imagery).not.toEqual(imageryFor(prompt, 'english'));
  });

  it('gives no built-in illustration to any variant of a prompt that refuses clipart, in any of its languages', async () => {
    const h = harness();
    for (const prompt of [
      'Tischlerei Holzmann – Maßmöbel aus Eiche, Tag der offenen Werkstatt am 14. Juni. Bitte schlicht halten, keine Cliparts.',
      'Garage sale at 14 Maple Drive, Saturday 8am. Tools, bikes and toys. No clipart please.',
      'カフェこもれびの秋限定メニュー、栗のモンブラン650円。イラストは使わず写真っぽくお願いします。',
    ]) {
      const brief = await h.briefs.assemble(row({ prompt }, null));
      expect([prompt, brief.imagery]).toEqual([prompt, undefined]);
    }
    // a prompt that refuses nothing keeps its picture
    const drawn = await h.briefs.assemble(
      row({ prompt: 'Garage sale at 14 Maple Drive, Saturday 8am. Tools, bikes and toys.' }, null),
    );
    expect(drawn.imagery).toBeDefined();
  });

  it('lists every format of a set and keeps a single design a set of one', async () => {
    const h = harness();
    const single = await h.briefs.assemble(row({ prompt: 'Sale' }, null));
    expect([single.isSet, single.formats]).toEqual([
      false,
      [{ type: 'social', subtype: 'instagramPost', width: 1080, height: 1080 }],
    ]);
    const set = [
      { type: 'social', subtype: 'instagramPost', width: 1080, height: 1080 },
      { type: 'display', subtype: 'custom', width: 300, height: 250 },
    ];
    const both = await h.briefs.assemble(row({ prompt: 'Sale', set }, null));
    expect([both.isSet, both.formats]).toEqual([true, set]);
  });

  it("gives a prompt-only request the colours its prompt asks for, and lets the caller's own colours win", async () => {
    const h = harness();
    const prompt = "Corner Grill: 2 burgers for $12 this Friday. I'd like it bold, yellow and black.";
    const asked = await h.briefs.assemble(row({ prompt }, null));
    expect(asked.colors).toEqual(['#f9c80e', '#111111']);
    const given = await h.briefs.assemble(row({ prompt, colors: ['#0f766e'] }, null));
    expect(given.colors).toEqual(['#0f766e']);
    const none = await h.briefs.assemble(row({ prompt: 'Gold earrings 30% off at Lumi Jewels' }, null));
    expect(none.colors).toBeUndefined();
  });
});
