// An image URL that names an SVG is refused at the door (issue 18.1): SVG is never rendered, so a
// request that depends on one would be charged, queued and failed. URLs that hide an SVG behind
// another name are caught when fetched (magic bytes) and fail the request with a refund.
import { ValidateBy } from 'class-validator';

export const SVG_URL_MESSAGE = 'must point to a raster image (JPEG, PNG, WebP, GIF, AVIF or TIFF), not SVG';

export function namesSvg(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /\.svgz?$/i.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

export function IsNotSvgUrl(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotSvgUrl',
    validator: { validate: (value: unknown) => !namesSvg(value), defaultMessage: () => SVG_URL_MESSAGE },
  });
}
