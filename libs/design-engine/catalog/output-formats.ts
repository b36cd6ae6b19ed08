// The file formats a design can be delivered in, and the limits of pixel density (pure data: the
// API validates requests with it without loading the renderer).
export const OUTPUT_FORMATS = ['jpg', 'png', 'webp', 'avif', 'pdf'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export const MAX_SCALE = 4;
/** Largest rendered side, px (layout side x scale). */
export const MAX_RENDER_SIDE = 8192;
/** Largest rendered area, px: a 1080x1920 story at scale 4 (33 MP) fits; one canvas is ~150 MB at the cap. */
export const MAX_RENDER_PIXELS = 36_000_000;
