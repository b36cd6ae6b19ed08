import { Command, CommandRunner, Option } from 'nest-commander';
import { CreditLedgerService } from '../../modules/billing';
import { JsonFlag, print } from '../cli-output';

@Command({
  name: 'credits:reconcile',
  description: 'List accounts whose balance differs from their ledger, ledger rows off their running sum, and users whose cycle usage differs from their debits',
})
export class CreditsReconcileCommand extends CommandRunner {
  constructor(private readonly ledger: CreditLedgerService) {
    super();
  }

  async run(_args: string[], options: JsonFlag): Promise<void> {
    const report = await this.ledger.reconcile();
    const ok = report.accounts.length === 0 && report.entries.length === 0 && report.users.length === 0;
    const lines = [
      ok ? 'Ledger reconciled: no differences.' : 'Ledger differences found:',
      ...report.accounts.map((a) => `  account ${a.accountId}: balance ${a.balance}, ledger sum ${a.ledgerSum}`),
      ...report.entries.map((e) => `  account ${e.accountId}, row ${e.entryId}: balanceAfter ${e.balanceAfter}, running sum ${e.runningSum}`),
      ...report.users.map((u) => `  user ${u.abstractUserId} (${u.userId}) of ${u.accountId}: cycle usage ${u.cycleUsage}, ledger ${u.ledgerUsage}`),
    ];
    print(options, { ok, ...report }, lines.join('\n'));
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
