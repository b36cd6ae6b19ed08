// Sends a stored image with its ETag (304 on a match), cache headers and, for downloads, a file name.
import type { Request, Response } from 'express';
import { StoredObject } from '../../platform/storage/object-storage';

export function sendImage(
  req: Request,
  res: Response,
  object: StoredObject,
  cacheControl: string,
  download?: string,
): void {
  const etag = `"${object.etag}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (download) res.setHeader('Content-Disposition', `attachment; filename="${download}"`);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).type(object.contentType).send(object.body);
}
