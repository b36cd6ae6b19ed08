// Public face of the catalog module: the read-only catalog endpoints and the shared format fields.
export { CatalogModule } from './catalog.module';
export { FormatRequestDto, DimensionDto, formatSize, LANGUAGE_IDS, DESIGN_TYPE_IDS } from './format-request.dto';
