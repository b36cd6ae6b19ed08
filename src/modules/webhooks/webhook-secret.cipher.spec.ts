import { AppConfig } from '../../platform/config/app-config';
import { WebhookSecretCipher } from './webhook-secret.cipher';

const cipherWith = (jwtSecret: string) => new WebhookSecretCipher({ auth: { jwtSecret } } as AppConfig);

describe('WebhookSecretCipher', () => {
  const cipher = cipherWith('a-jwt-secret-that-is-at-least-32-characters');

  it('round-trips and never stores the secret in clear', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const stored = cipher.encrypt(secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(cipher.decrypt(stored)).toBe(secret);
    expect(cipher.encrypt(secret)).not.toBe(stored);
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('whsec_abc');
    const parts = stored.split(':');
    const sealed = Buffer.from(parts[3], 'base64');
    sealed[0] ^= 1;
    expect(() => cipher.decrypt([...parts.slice(0, 3), sealed.toString('base64')].join(':'))).toThrow();
    expect(() => cipherWith('another-jwt-secret-that-is-32-characters!!').decrypt(stored)).toThrow();
  });
});
