// The identity module states what it needs: built alone over the platform (no AppModule around it),
// its key authenticator still counts refused keys per address with the limiter of the RateLimitModule
// it imports, and refuses an address that spent its allowance with 429 before any lookup.
import { IdentityModule } from '../../src/modules/identity';
import { ApiKeyAuthenticator } from '../../src/modules/identity/api-key-authenticator.service';
import { startTestModule, TestModule } from '../support/test-module';

describe('the identity module on its own', () => {
  let t: TestModule;

  beforeAll(async () => {
    t = await startTestModule([IdentityModule], { env: { RATE_LIMIT_UNAUTHENTICATED_PER_IP_PER_MINUTE: '3' } });
  });

  afterAll(() => t.close());

  const codeOf = (key: string, ip: string) =>
    t.app
      .get(ApiKeyAuthenticator)
      .authenticate(key, undefined, ip)
      .then(
        () => 'accepted',
        (err: { code?: string }) => err.code,
      );

  it('refuses an address that keeps sending made-up keys with 429, and only that address', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) codes.push(await codeOf(`made-up-key-${i}`, '203.0.113.7'));
    expect(codes.slice(0, 3)).toEqual(['unauthenticated', 'unauthenticated', 'unauthenticated']);
    expect(codes.at(-1)).toBe('rate_limited');
    expect(await codeOf('made-up-key', '198.51.100.4')).toBe('unauthenticated');
  });
});
