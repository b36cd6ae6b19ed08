import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { signHs256 } from './hs256-token';

const key = createSecretKey(Buffer.from('a-test-secret-that-is-long-enough-for-hs256-0123456789', 'utf8'));
const jwt = new JwtService({ privateKey: key, publicKey: key, verifyOptions: { algorithms: ['HS256'] } });

const claims = (over: Record<string, unknown> = {}) => ({
  sub: '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  acc: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  wid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  sid: '5c4b3a29-1807-4f6e-8d5c-4b3a29180706',
  jti: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
  aud: 'end-user',
  iat: 1_790_000_000,
  exp: 1_790_003_600,
  ...over,
});

describe('signHs256', () => {
  it('writes the token jsonwebtoken writes for the same claims, byte for byte', async () => {
    for (const c of [claims(), claims({ sub: 'ünïcödé-ユーザー-مستخدم' })]) {
      expect(signHs256(c, key)).toBe(await jwt.signAsync(c, { algorithm: 'HS256' }));
    }
  });

  it('is accepted by the verifier the API uses, and refused under another key or once altered', async () => {
    const now = 1_790_000_100;
    const token = signHs256(claims(), key);
    await expect(jwt.verifyAsync(token, { audience: 'end-user', clockTimestamp: now })).resolves.toMatchObject({
      sub: claims().sub,
      sid: claims().sid,
    });
    const other = createSecretKey(Buffer.from('another-secret-that-is-long-enough-for-hs256-9876543210', 'utf8'));
    await expect(jwt.verifyAsync(signHs256(claims(), other), { clockTimestamp: now })).rejects.toThrow(/signature/);
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify(claims({ acc: 'another-account' }))).toString('base64url')}.${s}`;
    await expect(jwt.verifyAsync(forged, { clockTimestamp: now })).rejects.toThrow(/signature/);
  });
});
