import { Command, CommandRunner, Option } from 'nest-commander';
import { DemoSeedService } from '../demo-seed.service';
import { JsonFlag, print } from '../cli-output';

@Command({ name: 'demo:seed', description: 'Create a demo enterprise account with plans, credits and keys' })
export class DemoSeedCommand extends CommandRunner {
  constructor(private readonly demo: DemoSeedService) {
    super();
  }

  async run(_args: string[], options: JsonFlag): Promise<void> {
    const seed = await this.demo.seed();
    print(options, seed, JSON.stringify(seed, null, 2));
  }

  @Option({ flags: '--json', description: 'Print one JSON object' })
  parseJson(): boolean {
    return true;
  }
}
