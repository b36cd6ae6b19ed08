// content-from-prompt (a paid call: key check, debit, copywriter, asset suggestions) at 16
// connections, beside a bare Nest route and an authenticated route that reads no database (the
// app's own floor) in the same run. The account has ample credits.
//   DATABASE_URL=... REDIS_URL=redis://127.0.0.1:6379 npm run bench:content [-- --duration 10 --rounds 3 --kind]
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { runHttpBench } from './http-harness';

runHttpBench(__filename, {
  async prepare(app) {
    const accounts = app.get(AccountsService);
    const { accountId, key } = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, 'Bench', 'enterprise');
      return { accountId, key: (await accounts.createKey(tx, accountId, 'regular')).key };
    });
    await app.get(CreditLedgerService).grant(accountId, 100_000_000, 'bench');
    const body = {
      prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
    };
    const call = {
      method: 'POST' as const,
      path: '/general/content-from-prompt',
      headers: { 'service-api-key': key },
      body,
    };
    return [
      {
        name: 'GET /general/languages (key check, rate limit, envelope; no database)',
        path: '/general/languages',
        headers: { 'service-api-key': key },
      },
      { ...call, name: 'content-from-prompt, one prompt repeated (copy cache hits)' },
      { ...call, name: 'content-from-prompt, a new prompt each call (copy cache misses)', vary: 'prompt' },
    ];
  },
});
