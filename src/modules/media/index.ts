// Public face of the media module: the workspace image library and public asset URLs.
export { MediaModule } from './media.module';
export { MediaService, ResolvedMedia } from './media.service';
export { BackdropsService } from './backdrops.service';
export type { MediaScope } from './media.repository';
export type { MediaKind } from './media-asset.entity';
export { MediaDto } from './media.dto';
