// Public face of the media module: the workspace image library and public asset URLs.
export { MediaModule } from './media.module';
export { MediaService, ResolvedMedia, contentHash } from './media.service';
export type { MediaScope } from './media.repository';
export type { MediaKind } from './media-asset.entity';
export { MediaDto } from './media.dto';
