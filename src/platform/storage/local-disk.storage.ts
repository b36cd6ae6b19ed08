// Local-disk adapter (the default): files under STORAGE_DIR, content type in a sidecar.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, ObjectStorage, StoredObject } from './object-storage';

export class LocalDiskStorage extends ObjectStorage {
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<{ etag: string }> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const etag = createHash('sha256').update(body).digest('hex').slice(0, 32);
    // Write then rename: a reader never sees half a file, and a retried job overwrites atomically.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await writeFile(`${file}.meta`, JSON.stringify({ contentType, etag }));
    await rename(tmp, file);
    return { etag };
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.path(key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta`, 'utf8')]);
      const { contentType, etag } = JSON.parse(meta) as { contentType: string; etag: string };
      return { body, contentType, etag, size: body.length };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.path(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.path(prefix.replace(/\/+$/, ''));
    try {
      await stat(dir);
    } catch {
      return 0;
    }
    await rm(dir, { recursive: true, force: true });
    return 1;
  }
}
