// content-from-prompt (SPEC 6.2): a paid call. The debit comes first (429 before 402, nothing
// written when refused); anything that fails after it is refunded.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CopyRequest, LanguageId, Persona } from '../../../libs/copywriter';
import { CreditLedgerService } from '../billing';
import { formatSize } from '../catalog';
import { MediaService } from '../media';
import { BrandKit, UsersService } from '../users';
import type { Principal } from '../../platform/auth';
import { AppConfig } from '../../platform/config/app-config';
import { AssetSuggestionsService } from './asset-suggestions.service';
import { CopyProvider, WrittenCopy } from './copy-provider';
import { ContentFromPromptDto, ContentSuggestionsDto } from './content.dto';

/**
 * How long "this account has no library yet" may be reused without asking the database: a library
 * started on another instance shows up in suggestions at most this late (on this one, at once).
 */
const LIBRARY_ABSENCE_STALE_MS = 2_000;

@Injectable()
export class ContentService {
  constructor(
    private readonly ledger: CreditLedgerService,
    private readonly copy: CopyProvider,
    private readonly assets: AssetSuggestionsService,
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async suggest(principal: Principal, dto: ContentFromPromptDto): Promise<ContentSuggestionsDto> {
    const size = formatSize(dto);
    const language = (dto.language ?? 'english') as LanguageId;
    const requestId = randomUUID();
    await this.ledger.debitAlone(principal, this.config.credits.contentCost, requestId);
    try {
      const brand = principal.endUser
        ? await this.users.getBrandKit(principal.accountId, principal.endUser.userId)
        : null;
      const persona = brand ? personaOf(brand) : undefined;
      const request: CopyRequest = { prompt: dto.prompt, ...size, language, count: dto.count ?? 3, persona };
      const [copy, scope] = await Promise.all([
        this.copy.write(request, { requestId }),
        this.media.readScopeOf(principal, LIBRARY_ABSENCE_STALE_MS),
      ]);
      const images = await this.assets.suggest(scope, copy.analysis, size, brand?.brandColors ?? []);
      return {
        contentSuggestions: copy.pages,
        assetSuggestions: { images },
        language,
        size,
        source: copy.source,
        warnings: copy.warnings,
        requestId,
      };
    } catch (err) {
      await this.ledger.refund(requestId);
      throw err;
    }
  }

  /** Copy for a design request (the designs worker): same provider, no charge (the design pays). */
  writePages(request: CopyRequest, requestId: string): Promise<WrittenCopy> {
    return this.copy.write(request, { requestId });
  }
}

/** What the copywriter is told of the brand: a brand kit's name, description and persona. */
export function personaOf(brand: BrandKit): Persona {
  return {
    brandName: brand.brandName,
    brandDescription: brand.brandDescription,
    emotions: brand.brandPersona.emotions,
    industry: brand.brandPersona.industry ?? undefined,
    audience: brand.brandPersona.audience,
    designTags: brand.brandPersona.designTags,
  };
}
