// Reversible encryption at rest for values the service must read back (webhook signing secrets,
// stored idempotent answers): AES-256-GCM under a key derived with HKDF-SHA256 from JWT_SECRET and
// a purpose, so each use has its own key. Rotating JWT_SECRET needs a re-encryption step (decrypt
// with the old key, encrypt with the new) for every stored value before the switch.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'design-api', purpose, 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(
      ':',
    );
  }

  decrypt(stored: string): string {
    const [version, iv, tag, sealed] = stored.split(':');
    if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unknown sealed value format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
