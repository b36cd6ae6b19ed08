import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountsService } from '../../modules/identity';
import { KEY_CLASSES, KeyClass } from '../../platform/auth';
import { JsonFlag, parseChoice, parseUuid, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  account?: string;
  class?: string;
  label?: string;
}

@Command({ name: 'keys:create', description: 'Create an API key; the full key is printed once' })
export class KeysCreateCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const accountId = parseUuid(requireOption(options.account, 'account'), 'account');
    const keyClass: KeyClass = parseChoice(requireOption(options.class, 'class'), 'class', KEY_CLASSES);
    const created = await this.accounts.run((tx) => this.accounts.createKey(tx, accountId, keyClass, options.label));
    print(
      options,
      created,
      `Created ${keyClass} key ${created.keyId}\n${created.key}\n(store it now: it is not shown again)`,
    );
  }

  @Option({ flags: '--account <id>', description: 'Account id' })
  parseAccount(v: string): string {
    return v;
  }

  @Option({ flags: '--class <class>', description: 'enterprise-admin | superuser | regular' })
  parseClass(v: string): string {
    return v;
  }

  @Option({ flags: '--label <text>', description: 'Free text to recognise the key by' })
  parseLabel(v: string): string {
    return v.slice(0, 200);
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
