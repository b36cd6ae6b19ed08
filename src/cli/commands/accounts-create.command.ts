import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountsService } from '../../modules/identity';
import type { AccountKind } from '../../platform/auth';
import { JsonFlag, parseChoice, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  name?: string;
  kind?: AccountKind;
}

@Command({ name: 'accounts:create', description: 'Create a master account (enterprise or superuser)' })
export class AccountsCreateCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const name = requireOption(options.name, 'name');
    if (name.length > 200) throw new Error('--name must be at most 200 characters');
    const kind = parseChoice(requireOption(options.kind, 'kind'), 'kind', ['enterprise', 'superuser'] as const);
    const { accountId } = await this.accounts.run((tx) => this.accounts.createAccount(tx, name, kind));
    print(options, { accountId }, `Created ${kind} account ${accountId}`);
  }

  @Option({ flags: '--name <name>', description: 'Display name' })
  parseName(v: string): string {
    return v;
  }

  @Option({ flags: '--kind <kind>', description: 'enterprise | superuser' })
  parseKind(v: string): string {
    return v;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
