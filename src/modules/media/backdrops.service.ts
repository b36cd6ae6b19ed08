// Generated backdrops (asset suggestions): a palette and pattern encoded in a signed, deterministic
// URL. Suggesting one costs nothing; the image is rendered on its first fetch and kept in storage,
// shared by every account (it holds no user content), so popular palettes are rendered once.
import { Injectable } from '@nestjs/common';
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { ObjectStorage, StoredObject } from '../../platform/storage/object-storage';
import { BackdropSpec, backdropSize, renderBackdrop } from './backdrop-renderer';

const PREFIX = 'backdrops';
const TOKEN = /^([A-Za-z0-9_-]{10,600})\.([A-Za-z0-9_-]{22})$/;
const HEX = /^#[0-9a-fA-F]{3,8}$/;
const PATTERNS = new Set(['linear', 'radial', 'dots', 'stripes', 'waves']);
/** Signatures kept: palettes × sizes in use are few, and every suggestion signs three URLs. */
const SIGNATURES_KEPT = 2000;

@Injectable()
export class BackdropsService {
  private readonly key: Buffer;
  private readonly signatures = new Map<string, string>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.jwtSecret, 'design-api', 'backdrop-urls/v1', 32));
  }

  /** The public URL of a backdrop of this palette at (at most) this size. */
  url(
    palette: { colors: string[]; pattern: string },
    width: number,
    height: number,
  ): { url: string; width: number; height: number } {
    const size = backdropSize(width, height);
    const spec: BackdropSpec = {
      colors: palette.colors.filter((c) => HEX.test(c)).slice(0, 4),
      pattern: palette.pattern as BackdropSpec['pattern'],
      ...size,
    };
    const body = Buffer.from(JSON.stringify([spec.colors, spec.pattern, spec.width, spec.height])).toString(
      'base64url',
    );
    return { url: `${this.config.http.appUrl}/assets/${PREFIX}/${body}.${this.sign(body)}.png`, ...size };
  }

  /** The image of a URL this service made (by its file name); null for anything else. */
  async image(file: string): Promise<StoredObject | null> {
    const spec = this.parse(file.replace(/\.png$/, ''));
    if (!spec) return null;
    const key = `${PREFIX}/${createHash('sha256').update(file).digest('hex')}.png`;
    const stored = await this.storage.get(key);
    if (stored) return stored;
    const png = await renderBackdrop(spec);
    const { etag } = await this.storage.put(key, png, 'image/png');
    return { body: png, contentType: 'image/png', etag, size: png.length };
  }

  /** The file name in one of our backdrop URLs, or null. */
  fileOf(url: string): string | null {
    const prefix = `${this.config.http.appUrl}/assets/${PREFIX}/`;
    return url.startsWith(prefix) ? url.slice(prefix.length) : null;
  }

  private sign(body: string): string {
    let signature = this.signatures.get(body);
    if (signature === undefined) {
      signature = createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 22);
      if (this.signatures.size >= SIGNATURES_KEPT) this.signatures.clear();
      this.signatures.set(body, signature);
    }
    return signature;
  }

  private parse(token: string): BackdropSpec | null {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const expected = Buffer.from(this.sign(m[1]));
    const given = Buffer.from(m[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [colors, pattern, width, height] = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as [
        string[],
        string,
        number,
        number,
      ];
      if (!Array.isArray(colors) || !colors.every((c) => HEX.test(c)) || !PATTERNS.has(pattern)) return null;
      if (
        !Number.isInteger(width) ||
        !Number.isInteger(height) ||
        width < 16 ||
        height < 16 ||
        width > 1080 ||
        height > 1080
      )
        return null;
      return { colors, pattern: pattern as BackdropSpec['pattern'], width, height };
    } catch {
      return null;
    }
  }
}
