import { Command, CommandRunner, Option } from 'nest-commander';
import { CreditLedgerService, MAX_GRANT } from '../../modules/billing';
import { CliUsageError, JsonFlag, parseIntegerOption, parseUuid, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  account?: string;
  amount?: string;
  reason?: string;
}

@Command({ name: 'credits:grant', description: "Add credits to an account's balance (one grant row in its ledger)" })
export class CreditsGrantCommand extends CommandRunner {
  constructor(private readonly ledger: CreditLedgerService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const accountId = parseUuid(requireOption(options.account, 'account'), 'account');
    const amount = parseIntegerOption(requireOption(options.amount, 'amount'), 'amount', 1, MAX_GRANT);
    const reason = options.reason?.trim() || null;
    if (reason && reason.length > 500) throw new CliUsageError('--reason must be at most 500 characters');
    const { balance } = await this.ledger.grant(accountId, amount, reason);
    print(options, { accountId, balance }, `Granted ${amount} credits to ${accountId}; balance ${balance}`);
  }

  @Option({ flags: '--account <id>', description: 'Account id' })
  parseAccount(v: string): string {
    return v;
  }

  @Option({ flags: '--amount <n>', description: 'Credits to add (a positive integer)' })
  parseAmount(v: string): string {
    return v;
  }

  @Option({ flags: '--reason <text>', description: 'Why (kept on the ledger row)' })
  parseReason(v: string): string {
    return v;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
