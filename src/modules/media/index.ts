// Public face of the media module: the workspace image library, public asset URLs, and pictures
// from the configured outside image sources (ImageFinder.findImage; DesignImageryService prepares
// one for a design request, issue 15.3).
export { MediaModule } from './media.module';
export { MediaService, ResolvedMedia } from './media.service';
export { BackdropsService } from './backdrops.service';
export type { MediaScope } from './media.repository';
export type { MediaKind } from './media-asset.entity';
export { MediaDto } from './media.dto';
export { ImageFinder } from './image-sources/image-finder.service';
export { DesignImageryService } from './image-sources/design-imagery.service';
export type { ImageSourceChoice, SourcedPhoto } from './image-sources/design-imagery.service';
export type { FoundImage, ImageCredit, ImageQuery, Orientation } from './image-sources/image-source';
