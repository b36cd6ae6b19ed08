// Sends stored image bytes with an ETag (304 on a match) and cache headers.
import type { Request, Response } from 'express';
import { StoredObject } from '../../platform/storage/object-storage';

export function sendStored(req: Request, res: Response, object: StoredObject, cacheControl: string): void {
  const etag = `"${object.etag}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).type(object.contentType).send(object.body);
}
