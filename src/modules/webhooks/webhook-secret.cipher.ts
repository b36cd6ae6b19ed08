// Webhook signing secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET.
// The secret must be recoverable (we sign with it), so it cannot be hashed like API keys are.
// Rotating JWT_SECRET makes stored secrets undecryptable: a rotation needs a re-encryption step
// (decrypt every webhooks.secret_ciphertext with the old key, encrypt with the new) before the switch.
import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';

const VERSION = 'v1';

@Injectable()
export class WebhookSecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.jwtSecret, 'design-api', 'webhook-secrets/v1', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, sealed] = stored.split(':');
    if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unknown webhook secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
