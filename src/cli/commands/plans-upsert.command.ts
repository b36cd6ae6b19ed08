import { Command, CommandRunner, Option } from 'nest-commander';
import { PlansService, PLAN_ID_PATTERN } from '../../modules/users';
import { CliUsageError, JsonFlag, parseIntegerOption, parseUuid, print, requireOption } from '../cli-output';

interface Options extends JsonFlag {
  account?: string;
  planId?: string;
  name?: string;
  creditsPerCycle?: string;
  rank?: string;
  default?: boolean;
}

@Command({ name: 'plans:upsert', description: "Create or replace a plan of an account's catalog" })
export class PlansUpsertCommand extends CommandRunner {
  constructor(private readonly plans: PlansService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    const accountId = parseUuid(requireOption(options.account, 'account'), 'account');
    const planId = requireOption(options.planId, 'plan-id');
    if (!PLAN_ID_PATTERN.test(planId))
      throw new CliUsageError('--plan-id must be letters, digits, . _ - (at most 64, starting with a letter or digit)');
    const name = requireOption(options.name, 'name');
    if (name.length > 200) throw new CliUsageError('--name must be at most 200 characters');
    const creditsPerCycle =
      options.creditsPerCycle === undefined
        ? null
        : parseIntegerOption(options.creditsPerCycle, 'credits-per-cycle', 0);
    const rank = parseIntegerOption(requireOption(options.rank, 'rank'), 'rank', 0, 1_000_000);
    const plan = await this.plans.upsert(accountId, {
      planId,
      name,
      creditsPerCycle,
      rank,
      makeDefault: options.default === true,
    });
    print(
      options,
      { planId: plan.planId, accountId },
      `Plan ${plan.planId} (${plan.name}): ${plan.creditsPerCycle ?? 'unlimited'} credits per cycle, rank ${plan.rank}${plan.isDefault ? ', default' : ''}`,
    );
  }

  @Option({ flags: '--account <id>', description: 'Account id' })
  parseAccount(v: string): string {
    return v;
  }

  @Option({ flags: '--plan-id <id>', description: 'The plan id callers send as planId' })
  parsePlanId(v: string): string {
    return v;
  }

  @Option({ flags: '--name <name>', description: 'Display name' })
  parseName(v: string): string {
    return v;
  }

  @Option({ flags: '--credits-per-cycle <n>', description: 'Credits per billing cycle (omit for unlimited)' })
  parseCredits(v: string): string {
    return v;
  }

  @Option({
    flags: '--rank <n>',
    description: 'Higher is a bigger plan (decides upgrade or downgrade); unique per account',
  })
  parseRank(v: string): string {
    return v;
  }

  @Option({ flags: '--default', description: "Make this the account's default plan for new users" })
  parseDefault(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
