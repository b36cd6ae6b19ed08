// The copy scorecard (issue 14): runs the labelled prompts of test/fixtures/copy-prompts through a
// copy path and prints category and action accuracy, fact recall, invented numbers, leaked syntax,
// repeated titles and the most frequent lines, overall, per language and per category.
//   npm run copy:score [-- --json] [-- --path builtin|llm] [-- --lang english,arabic] [-- --examples 20]
// `--path llm` scores the recorded model answers (test/fixtures/copy-prompts/llm-answers) as the
// service would read them; prompts without a recorded answer are left out.
import { loadFixtures, loadRecordedAnswers, LANGUAGES } from './copy-score/fixtures';
import { renderReport } from './copy-score/report';
import { scoreAnswers, type Answer } from './copy-score/score';
import { builtinPath, type CopyPath, recordedLlmPath } from './copy-score/sources';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const pathName = arg('path') ?? 'builtin';
  const languages = arg('lang')?.split(',') ?? [...LANGUAGES];
  let items = loadFixtures(languages);
  let path: CopyPath;
  if (pathName === 'builtin') path = builtinPath;
  else if (pathName === 'llm') {
    const answers = loadRecordedAnswers();
    items = items.filter((i) => answers[i.id] !== undefined);
    path = recordedLlmPath(answers);
  } else throw new Error(`--path must be builtin or llm, not ${pathName}`);

  const started = process.hrtime.bigint();
  const answers: Answer[] = [];
  for (const item of items) answers.push(await path(item));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;

  const card = scoreAnswers(answers, Number(arg('examples') ?? 12));
  if (json) {
    console.log(JSON.stringify({ path: pathName, prompts: items.length, ms: Math.round(ms), ...card }, null, 2));
    return;
  }
  console.log(renderReport(card, `copy:score, path ${pathName}, ${items.length} prompts (${Math.round(ms)} ms)`));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
