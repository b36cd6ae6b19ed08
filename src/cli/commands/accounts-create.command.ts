import { Command, CommandRunner, Option } from 'nest-commander';
import { CreditLedgerService, MAX_GRANT } from '../../modules/billing';
import { AccountsService } from '../../modules/identity';
import type { AccountKind } from '../../platform/auth';
import { JsonFlag, parseChoice, parseIntegerOption, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  name?: string;
  kind?: AccountKind;
  credits?: string;
}

@Command({ name: 'accounts:create', description: 'Create a master account (enterprise or superuser)' })
export class AccountsCreateCommand extends CommandRunner {
  constructor(
    private readonly accounts: AccountsService,
    private readonly ledger: CreditLedgerService,
  ) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const name = requireOption(options.name, 'name');
    if (name.length > 200) throw new Error('--name must be at most 200 characters');
    const kind = parseChoice(requireOption(options.kind, 'kind'), 'kind', ['enterprise', 'superuser'] as const);
    const credits = options.credits === undefined ? 0 : parseIntegerOption(options.credits, 'credits', 0, MAX_GRANT);
    const { accountId } = await this.accounts.run(async (tx) => {
      const created = await this.accounts.createAccount(tx, name, kind);
      // The opening grant commits with the account or not at all.
      if (credits > 0) await this.ledger.grant(created.accountId, credits, 'opening grant', tx);
      return created;
    });
    print(
      options,
      { accountId },
      `Created ${kind} account ${accountId}${credits > 0 ? ` with ${credits} credits` : ''}`,
    );
  }

  @Option({ flags: '--name <name>', description: 'Display name' })
  parseName(v: string): string {
    return v;
  }

  @Option({ flags: '--kind <kind>', description: 'enterprise | superuser' })
  parseKind(v: string): string {
    return v;
  }

  @Option({ flags: '--credits <n>', description: 'Opening credit balance (a grant row in the ledger)' })
  parseCredits(v: string): string {
    return v;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
