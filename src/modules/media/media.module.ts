import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { SafeHttpClient } from '../../platform/outbound/safe-http-client';
import { UsersModule } from '../users';
import { BackdropsService } from './backdrops.service';
import { MediaAssetEntity } from './media-asset.entity';
import { MediaController } from './media.controller';
import { MediaListeners } from './media.listeners';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { PublicAssetsController } from './public-assets.controller';
import { DesignImageryService } from './image-sources/design-imagery.service';
import { ImageFinder } from './image-sources/image-finder.service';
import { ImageGenerator, StockPhotoSource } from './image-sources/image-source';
import { OpenAiImageGenerator } from './image-sources/openai-image-generator';
import { PexelsStockPhotos } from './image-sources/pexels-stock-photos';
import { UnsplashStockPhotos } from './image-sources/unsplash-stock-photos';

@Module({
  imports: [TypeOrmModule.forFeature([MediaAssetEntity]), UsersModule],
  controllers: [MediaController, PublicAssetsController],
  providers: [
    MediaRepository,
    MediaService,
    MediaListeners,
    BackdropsService,
    // outside image providers: null (off) unless their URL is configured
    {
      provide: StockPhotoSource,
      inject: [AppConfig, SafeHttpClient],
      useFactory: ({ imageSources: c }: AppConfig, http: SafeHttpClient) => {
        if (!c.stock) return null;
        const options = { url: c.stock.url, key: c.stock.key, timeoutMs: c.timeoutMs, maxBytes: c.maxBytes };
        return c.stock.api === 'pexels' ? new PexelsStockPhotos(http, options) : new UnsplashStockPhotos(http, options);
      },
    },
    {
      provide: ImageGenerator,
      inject: [AppConfig, SafeHttpClient],
      useFactory: ({ imageSources: c }: AppConfig, http: SafeHttpClient) =>
        c.generation ? new OpenAiImageGenerator(http, { ...c.generation, maxBytes: c.maxBytes }) : null,
    },
    {
      provide: ImageFinder,
      inject: [AppConfig, StockPhotoSource, ImageGenerator],
      useFactory: ({ imageSources: c }: AppConfig, s: StockPhotoSource | null, g: ImageGenerator | null) =>
        new ImageFinder(s, g, Date.now, c.cache),
    },
    DesignImageryService,
  ],
  exports: [MediaService, BackdropsService, ImageFinder, DesignImageryService],
})
export class MediaModule {}
