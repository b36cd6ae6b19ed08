import { Command, CommandRunner, Option } from 'nest-commander';
import { CreditLedgerService } from '../../modules/billing';
import { JsonFlag, print } from '../cli-output';

interface ReconcileOptions extends JsonFlag {
  full?: boolean;
}

@Command({
  name: 'credits:reconcile',
  description:
    'List accounts whose balance differs from their ledger, ledger rows off their running sum, and users whose cycle usage differs from their debits. ' +
    'Reads only the ledger rows written since the last run (per-account checkpoints); --full reads every row again',
})
export class CreditsReconcileCommand extends CommandRunner {
  constructor(private readonly ledger: CreditLedgerService) {
    super();
  }

  async run(_args: string[], options: ReconcileOptions): Promise<void> {
    const report = await this.ledger.runReconciliation({ full: options.full === true });
    const ok = report.accounts.length === 0 && report.entries.length === 0 && report.users.length === 0;
    const read =
      report.mode === 'full'
        ? `full: ${report.rowsChecked} ledger rows read`
        : `${report.rowsChecked} ledger rows read since the checkpoints`;
    const lines = [
      ok
        ? `Ledger reconciled: no differences (${read}; ${report.checkpointsAdvanced} checkpoints advanced).`
        : `Ledger differences found (${read}):`,
      ...report.accounts.map((a) => `  account ${a.accountId}: balance ${a.balance}, ledger sum ${a.ledgerSum}`),
      ...report.entries.map(
        (e) =>
          `  account ${e.accountId}, row ${e.entryId}: balanceAfter ${e.balanceAfter}, running sum ${e.runningSum}`,
      ),
      ...report.users.map(
        (u) =>
          `  user ${u.abstractUserId} (${u.userId}) of ${u.accountId}: cycle usage ${u.cycleUsage}, ledger ${u.ledgerUsage}`,
      ),
    ];
    print(options, { ok, ...report }, lines.join('\n'));
  }

  @Option({
    flags: '--full',
    description: 'Verify every ledger row from the first, not only those after the checkpoints',
  })
  parseFull(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
