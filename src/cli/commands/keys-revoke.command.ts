import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountsService } from '../../modules/identity';
import { CliUsageError, JsonFlag, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  keyId?: string;
}

@Command({ name: 'keys:revoke', description: 'Revoke an API key (takes effect on the next request)' })
export class KeysRevokeCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const keyId = requireOption(options.keyId, 'key-id');
    if (!/^[A-Za-z0-9]{20}$/.test(keyId)) throw new CliUsageError('--key-id must be the 20-character key id');
    await this.accounts.revokeKey(keyId);
    print(options, { keyId, revoked: true }, `Revoked key ${keyId}`);
  }

  @Option({ flags: '--key-id <id>', description: 'The key id (the part after sk_<env>_)' })
  parseKeyId(v: string): string {
    return v;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
