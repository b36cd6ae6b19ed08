// login-user for an existing user and for a new user each call, at 16 connections, beside a bare
// Nest route in the same run.
//   DATABASE_URL=... REDIS_URL=redis://127.0.0.1:6379 npm run bench:login [-- --duration 10 --rounds 3 --kind]
import { AccountsService } from '../src/modules/identity';
import { PlansService, UsersService } from '../src/modules/users';
import { runHttpBench } from './http-harness';

runHttpBench(__filename, {
  async prepare(app) {
    const accounts = app.get(AccountsService);
    const { accountId, adminKey } = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, 'Bench', 'enterprise');
      return { accountId, adminKey: (await accounts.createKey(tx, accountId, 'enterprise-admin')).key };
    });
    await app
      .get(PlansService)
      .upsert(accountId, { planId: 'free', name: 'Free', creditsPerCycle: 100, rank: 1, makeDefault: true });
    await app
      .get(UsersService)
      .login(
        { accountId, accountKind: 'enterprise', keyId: 'bench', keyClass: 'enterprise-admin' },
        { abstractUserId: 'bench-user' },
      );
    return [
      {
        name: 'login-user, existing user',
        method: 'POST',
        path: '/enterprise/login-user',
        headers: { 'service-api-key': adminKey },
        body: { abstractUserId: 'bench-user' },
      },
      {
        name: 'login-user, a new user each call',
        method: 'POST',
        path: '/enterprise/login-user',
        headers: { 'service-api-key': adminKey },
        body: { abstractUserId: 'bench-new-user' },
        vary: 'abstractUserId',
      },
    ];
  },
});
