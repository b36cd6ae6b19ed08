// Asset suggestions (SPEC 6.2): library images whose tags or names match the prompt, then generated
// backdrops in colours that suit the prompt or the brand. Every URL is one the service serves.
import { Injectable } from '@nestjs/common';
import { PromptAnalysis, suggestBackdropPalettes } from '../../../libs/copywriter';
import { contentHash, MediaScope, MediaService } from '../media';
import { backdropSize, renderBackdrop } from './backdrop-renderer';
import { AssetSuggestionDto } from './content.dto';

const LIBRARY_MATCHES = 3;
const BACKDROPS = 3;

@Injectable()
export class AssetSuggestionsService {
  constructor(private readonly media: MediaService) {}

  async suggest(scope: MediaScope, analysis: PromptAnalysis, size: { width: number; height: number }, brandColors: string[]): Promise<AssetSuggestionDto[]> {
    const words = [...new Set([...analysis.keywords, analysis.product ?? '', analysis.event ?? '', analysis.season ?? ''].flatMap((w) => w.toLowerCase().split(/\s+/)))];
    const [library, backdrops] = await Promise.all([
      this.media.findMatching(scope, words, LIBRARY_MATCHES),
      Promise.all(
        suggestBackdropPalettes(analysis, brandColors, BACKDROPS).map(async (palette) => {
          const pixels = backdropSize(size.width, size.height);
          const hash = contentHash({ v: 1, palette, pixels });
          const media = await this.media.storeGenerated(scope, { name: `${palette.name} backdrop`, tags: ['backdrop', palette.pattern], contentHash: hash }, () =>
            renderBackdrop(palette, size.width, size.height),
          );
          return { ...media, palette };
        }),
      ),
    ]);
    return [
      ...library.map((m) => ({ url: m.url, mId: m.mId, source: 'library' as const, type: m.type, width: m.width, height: m.height, description: m.name })),
      ...backdrops.map((m) => ({
        url: m.url,
        mId: m.mId,
        source: 'generated' as const,
        type: 'backdrop',
        width: m.width,
        height: m.height,
        description: `${m.palette.name}: ${m.palette.pattern} in ${m.palette.colors.join(', ')}`,
      })),
    ];
  }
}
