import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { BackdropsService } from './backdrops.service';
import { MediaAssetEntity } from './media-asset.entity';
import { MediaController } from './media.controller';
import { MediaListeners } from './media.listeners';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { PublicAssetsController } from './public-assets.controller';

@Module({
  imports: [TypeOrmModule.forFeature([MediaAssetEntity]), UsersModule],
  controllers: [MediaController, PublicAssetsController],
  providers: [MediaRepository, MediaService, MediaListeners, BackdropsService],
  exports: [MediaService, BackdropsService],
})
export class MediaModule {}
