// Webhook signing secrets at rest. They must be recoverable (we sign with them), so they are
// sealed with the platform SecretBox rather than hashed like API keys.
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { SecretBox } from '../../platform/crypto/secret-box';

@Injectable()
export class WebhookSecretCipher {
  private readonly box: SecretBox;

  constructor(config: AppConfig) {
    this.box = new SecretBox(config.auth.jwtSecret, 'webhook-secrets/v1');
  }

  encrypt(plain: string): string {
    return this.box.encrypt(plain);
  }

  decrypt(stored: string): string {
    return this.box.decrypt(stored);
  }
}
