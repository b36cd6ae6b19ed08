// The copy scorecard (issue 14): runs the labelled prompts of test/fixtures/copy-prompts through a
// copy path and prints category and action accuracy, fact recall, invented numbers, leaked syntax,
// repeated titles and the most frequent lines, overall, per language and per category.
//   npm run copy:score [-- --json] [-- --path builtin|llm] [-- --lang english,arabic] [-- --examples 20] [-- --set holdout]
// `--set holdout` scores the held-out prompts of test/fixtures/copy-prompts/holdout instead: written
// before the copywriter was tuned on the main set and never used to tune it, they show overfitting.
// `--path llm` calls the LLM path over HTTP as the service does. By default a local fake
// OpenAI-compatible server answers with the recorded good answers
// (test/fixtures/copy-prompts/llm-answers) and only those prompts are scored; with
// `--base-url http://host/v1 [--model name]` (key in LLM_API_KEY) every prompt goes to that server.
import { join } from 'node:path';
import { FIXTURE_DIR, loadFixtures, loadRecordedAnswers, LANGUAGES } from './copy-score/fixtures';
import { renderReport } from './copy-score/report';
import { scoreAnswers, type Answer } from './copy-score/score';
import { startRecordedLlmServer } from './copy-score/recorded-llm-server';
import { builtinPath, chatCompletionsPath, type CopyPath } from './copy-score/sources';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const pathName = arg('path') ?? 'builtin';
  const languages = arg('lang')?.split(',') ?? [...LANGUAGES];
  const set = arg('set');
  if (set !== undefined && !/^[a-z-]+$/.test(set))
    throw new Error(`--set must name a folder of test/fixtures/copy-prompts, not ${set}`);
  let items = loadFixtures(languages, set ? join(FIXTURE_DIR, set) : FIXTURE_DIR);
  let path: CopyPath;
  let close = async (): Promise<void> => undefined;
  if (pathName === 'builtin') path = builtinPath;
  else if (pathName === 'llm') {
    const baseUrl = arg('base-url');
    if (baseUrl)
      path = chatCompletionsPath({ baseUrl, model: arg('model') ?? 'gpt-4o-mini', apiKey: process.env.LLM_API_KEY });
    else {
      const recorded = loadRecordedAnswers();
      items = items.filter((i) => recorded[i.id] !== undefined);
      const server = await startRecordedLlmServer(new Map(items.map((i) => [i.prompt, recorded[i.id]])));
      close = server.close;
      path = chatCompletionsPath({ baseUrl: server.url, model: 'recorded' });
    }
  } else throw new Error(`--path must be builtin or llm, not ${pathName}`);

  const started = process.hrtime.bigint();
  const answers: Answer[] = [];
  try {
    for (const item of items) answers.push(await path(item));
  } finally {
    await close();
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;

  const card = scoreAnswers(answers, Number(arg('examples') ?? 12));
  if (json) {
    console.log(JSON.stringify({ path: pathName, prompts: items.length, ms: Math.round(ms), ...card }, null, 2));
    return;
  }
  console.log(
    renderReport(
      card,
      `copy:score${set ? ` (${set})` : ''}, path ${pathName}, ${items.length} prompts (${Math.round(ms)} ms)`,
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
