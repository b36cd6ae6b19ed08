// Local-disk adapter (the default): files under STORAGE_DIR, content type in a sidecar.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, ObjectStorage, StoredObject } from './object-storage';

/**
 * Files being written live here until renamed into place, so a process killed mid-write leaves
 * nothing beside the objects (no key can start with a dot). Same file system, so rename is atomic.
 */
const TEMP_DIR = '.tmp';
/** A temp file this old was left by a process that died; younger ones may still be written. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export class LocalDiskStorage extends ObjectStorage {
  private readonly root: string;
  private readonly temp: string;
  /** The sweep of abandoned temp files every start makes (settles, never rejects). */
  readonly startupSweep: Promise<number>;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
    this.temp = join(this.root, TEMP_DIR);
    this.startupSweep = this.removeAbandonedTemps().catch(() => 0);
  }

  /** Deletes temp files left by processes that died mid-write; the number removed. */
  async removeAbandonedTemps(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.temp);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = join(this.temp, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > ABANDONED_AFTER_MS) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<{ etag: string }> {
    const file = this.path(key);
    await Promise.all([mkdir(dirname(file), { recursive: true }), mkdir(this.temp, { recursive: true })]);
    const etag = createHash('sha256').update(body).digest('hex').slice(0, 32);
    // Write then rename: a reader never sees half a file, and a retried job overwrites atomically.
    const tmp = join(this.temp, randomBytes(8).toString('hex'));
    await Promise.all([
      writeFile(`${tmp}.body`, body),
      writeFile(`${tmp}.meta`, JSON.stringify({ contentType, etag })),
    ]);
    await rename(`${tmp}.meta`, `${file}.meta`);
    await rename(`${tmp}.body`, file);
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
