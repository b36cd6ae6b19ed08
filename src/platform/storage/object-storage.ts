// The storage port: rendered variants, media uploads and generated backdrops live here.
// Keys are slash-separated paths chosen by the owning module (e.g. `designs/<accountId>/<designId>/0.jpg`).
export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  size: number;
}

export abstract class ObjectStorage {
  abstract put(key: string, body: Buffer, contentType: string): Promise<{ etag: string }>;
  abstract get(key: string): Promise<StoredObject | null>;
  abstract delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a purged user's files). */
  abstract deletePrefix(prefix: string): Promise<number>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from ids the service made, never from callers; this refuses anything path-like anyway. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.length > 512) throw new Error(`unsafe storage key: ${key}`);
}
