// The built-in copywriter's CPU per prompt it has not seen (what content-from-prompt spends on a
// cache miss), over the labelled prompts of every language, each written for a few formats and in
// its own and another language. `--snapshot file` also writes every answer to a file, so a speed-up
// can be shown to change no output (compare two snapshots byte for byte).
//   npm run copy:speed [-- --rounds 5] [-- --snapshot /tmp/copy-before.json]
import { writeFileSync } from 'node:fs';
import { CopyRequest, warmUp, writeCopy } from '../libs/copywriter';
import { FIXTURE_DIR, formatSize, LANGUAGES, loadFixtures } from './copy-score/fixtures';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const SIZES = [
  { width: 1080, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 728, height: 90 },
];

function requests(): CopyRequest[] {
  const out: CopyRequest[] = [];
  for (const item of loadFixtures([...LANGUAGES], FIXTURE_DIR)) {
    const own = formatSize(item.format) ?? SIZES[0];
    for (const size of [own, ...SIZES]) out.push({ prompt: item.prompt, ...size, language: item.language });
    out.push({ prompt: item.prompt, ...own, language: item.language === 'english' ? 'french' : 'english', seed: 7 });
  }
  return out;
}

function main(): void {
  const all = requests();
  warmUp();
  const snapshot = arg('snapshot');
  if (snapshot) writeFileSync(snapshot, JSON.stringify(all.map((r) => writeCopy(r))));
  const rounds = Number(arg('rounds') ?? 3);
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // CPU time, not wall time: on a shared machine this process's own work is what is compared.
    const start = process.cpuUsage();
    for (const r of all) writeCopy(r);
    const used = process.cpuUsage(start);
    perRound.push((used.user + used.system) / all.length);
  }
  perRound.sort((a, b) => a - b);
  console.log(
    `${all.length} answers a round, ${rounds} rounds: CPU µs per answer min ${perRound[0].toFixed(0)}, median ${perRound[Math.floor(rounds / 2)].toFixed(0)}`,
  );
}

main();
