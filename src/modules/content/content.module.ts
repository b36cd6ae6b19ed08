import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { MediaModule } from '../media';
import { UsersModule } from '../users';
import { AppConfig } from '../../platform/config/app-config';
import { AssetSuggestionsService } from './asset-suggestions.service';
import { BuiltinCopyProvider } from './builtin-copy.provider';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { CopyProvider } from './copy-provider';
import { LlmCopyProvider } from './llm-copy.provider';

@Module({
  imports: [BillingModule, MediaModule, UsersModule],
  controllers: [ContentController],
  providers: [
    BuiltinCopyProvider,
    LlmCopyProvider,
    {
      provide: CopyProvider,
      inject: [AppConfig, BuiltinCopyProvider, LlmCopyProvider],
      useFactory: (config: AppConfig, builtin: BuiltinCopyProvider, llm: LlmCopyProvider) =>
        config.llm.baseUrl ? llm : builtin,
    },
    AssetSuggestionsService,
    ContentService,
  ],
  exports: [ContentService],
})
export class ContentModule {}
