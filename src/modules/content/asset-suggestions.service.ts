// Asset suggestions (SPEC 6.2): library images whose tags or names match the prompt, then generated
// backdrops in colours that suit the prompt or the brand. Every URL is one the service serves.
import { Injectable } from '@nestjs/common';
import { PromptAnalysis, suggestBackdropPalettes } from '../../../libs/copywriter';
import { BackdropsService, MediaScope, MediaService } from '../media';
import { AssetSuggestionDto } from './content.dto';

const LIBRARY_MATCHES = 3;
const BACKDROPS = 3;

@Injectable()
export class AssetSuggestionsService {
  constructor(
    private readonly media: MediaService,
    private readonly backdrops: BackdropsService,
  ) {}

  async suggest(
    scope: MediaScope | null,
    analysis: PromptAnalysis,
    size: { width: number; height: number },
    brandColors: string[],
  ): Promise<AssetSuggestionDto[]> {
    const words = [
      ...new Set(
        [...analysis.keywords, analysis.product ?? '', analysis.event ?? '', analysis.season ?? ''].flatMap((w) =>
          w.toLowerCase().split(/\s+/),
        ),
      ),
    ];
    const library = scope ? await this.media.findMatching(scope, words, LIBRARY_MATCHES) : [];
    const backdrops = suggestBackdropPalettes(analysis, brandColors, BACKDROPS).map((palette) => ({
      ...this.backdrops.url(palette, size.width, size.height),
      description: `${palette.name}: ${palette.pattern} in ${palette.colors.join(', ')}`,
    }));
    return [
      ...library.map((m) => ({
        url: m.url,
        mId: m.mId,
        source: 'library' as const,
        type: m.type,
        width: m.width,
        height: m.height,
        description: m.name,
      })),
      ...backdrops.map((b) => ({
        url: b.url,
        source: 'generated' as const,
        type: 'backdrop',
        width: b.width,
        height: b.height,
        description: b.description,
      })),
    ];
  }
}
