// Public face of the content module: content-from-prompt, and copy writing for design requests.
export { ContentModule } from './content.module';
export { ContentService, personaOf } from './content.service';
export type { WrittenCopy } from './copy-provider';
