// Both storage adapters honour one contract.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../src/platform/storage/local-disk.storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { S3Storage } from '../../src/platform/storage/s3.storage';
import { FakeS3, startFakeS3 } from '../support/fake-s3';

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  let storage: ObjectStorage;
  let dir: string;
  let s3: FakeS3 | undefined;

  beforeAll(async () => {
    if (driver === 'local') {
      dir = mkdtempSync(join(tmpdir(), 'storage-'));
      storage = new LocalDiskStorage(dir);
    } else {
      s3 = await startFakeS3('designs');
      storage = new S3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: 'designs',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      });
    }
  });

  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (storage instanceof S3Storage) storage.destroy();
    await s3?.close();
  });

  it('stores, reads back, overwrites and deletes an object', async () => {
    const body = Buffer.from('jpeg bytes');
    await storage.put('designs/a/d1/0.jpg', body, 'image/jpeg');
    const got = await storage.get('designs/a/d1/0.jpg');
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/jpeg');
    await storage.put('designs/a/d1/0.jpg', Buffer.from('v2'), 'image/jpeg');
    expect((await storage.get('designs/a/d1/0.jpg'))?.body.toString()).toBe('v2');
    await storage.delete('designs/a/d1/0.jpg');
    expect(await storage.get('designs/a/d1/0.jpg')).toBeNull();
  });

  it('deletes everything under a prefix and nothing else', async () => {
    await storage.put('u/one/x.png', Buffer.from('1'), 'image/png');
    await storage.put('u/one/deep/y.png', Buffer.from('2'), 'image/png');
    await storage.put('u/two/z.png', Buffer.from('3'), 'image/png');
    await storage.deletePrefix('u/one/');
    expect(await storage.get('u/one/x.png')).toBeNull();
    expect(await storage.get('u/one/deep/y.png')).toBeNull();
    expect((await storage.get('u/two/z.png'))?.body.toString()).toBe('3');
  });

  it('refuses path-like keys', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/abs')).rejects.toThrow(/unsafe/);
  });
});

describe('local storage temp files', () => {
  let dir: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes through a temp folder outside every key, so a key folder holds only objects and their meta', async () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-temp-'));
    const storage = new LocalDiskStorage(dir);
    await Promise.all([0, 1, 2].map((i) => storage.put(`designs/a/d1/${i}.jpg`, Buffer.from(`v${i}`), 'image/jpeg')));
    expect(readdirSync(join(dir, 'designs/a/d1')).sort()).toEqual([
      '0.jpg',
      '0.jpg.meta',
      '1.jpg',
      '1.jpg.meta',
      '2.jpg',
      '2.jpg.meta',
    ]);
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
  });

  it('removes temp files abandoned over an hour ago and keeps younger ones (at start, and when asked)', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.startupSweep;
    writeFileSync(join(dir, '.tmp', 'old.body'), 'x');
    writeFileSync(join(dir, '.tmp', 'young.body'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(dir, '.tmp', 'old.body'), twoHoursAgo, twoHoursAgo);
    expect(await storage.removeAbandonedTemps()).toBe(1);
    expect(readdirSync(join(dir, '.tmp'))).toEqual(['young.body']);

    writeFileSync(join(dir, '.tmp', 'old2.body'), 'x');
    utimesSync(join(dir, '.tmp', 'old2.body'), twoHoursAgo, twoHoursAgo);
    expect(await new LocalDiskStorage(dir).startupSweep).toBe(1);
    expect(readdirSync(join(dir, '.tmp'))).toEqual(['young.body']);
  });
});
