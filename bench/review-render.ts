// Blind review kit: renders a prompts file through the real HTTP API exactly as an outside client
// gets it (compiled service on a scratch database, a key from the operator CLI, prompt-only design
// requests, the variant images downloaded from their URLs), so the same prompts can be rendered at
// two points in time and judged side by side. Reads nothing but the prompts file and the API's answers.
//   npm run review:render -- --prompts FILE --out DIR [--concurrency 2]
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { Client } from 'pg';
import sharp from 'sharp';
import { fontStack } from '../libs/design-engine/fonts/registry';
import { contactSheet } from './sheet';

interface Prompt {
  id: string;
  language: string;
  width: number;
  height: number;
  prompt: string;
}

interface Outcome {
  prompt: Prompt;
  sheet?: string;
  title?: string;
  warnings: string[];
  error?: string;
  seconds: number;
}

type Json = Record<string, any>;

const root = resolve(__dirname, '..');
const runId = `review-${process.pid}-${Date.now()}`;

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? process.argv[i + 1] : fallback;
  if (!value) throw new Error(`usage: npm run review:render -- --prompts FILE --out DIR [--concurrency N]`);
  return value;
}

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

async function sql(adminUrl: string, statement: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

/** The operator CLI as the README shows it (`node dist/src/cli/main.js … --json`). */
function cli(env: NodeJS.ProcessEnv, args: string[]): Json {
  const out = execFileSync(process.execPath, ['dist/src/cli/main.js', ...args, '--json'], { cwd: root, env });
  return JSON.parse(out.toString()) as Json;
}

async function waitReady(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the service exited with ${server.exitCode} (see server.log)`);
    const ok = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the service did not become ready in 120 s (see server.log)');
}

/**
 * fetch, tried again (at most twice) when the connection itself fails, as a careful client does: a
 * kept-alive socket the server is closing just then fails the next call with no HTTP answer. Only
 * safe to repeat: GETs, and POSTs that carry an Idempotency-Key. Every retry is printed.
 */
async function fetchRetrying(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (e) {
      const cause = (e as Error & { cause?: Error }).cause?.message ?? '';
      if (attempt === 3) throw new Error(`${init.method ?? 'GET'} ${url}: ${(e as Error).message} ${cause}`);
      console.log(`  network error on ${init.method ?? 'GET'} ${url} (${cause}), retrying`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

class Api {
  constructor(
    private readonly base: string,
    private readonly key: string,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
    const res = await fetchRetrying(`${this.base}${path}`, {
      method,
      headers: { 'service-api-key': this.key, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Json;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.body ?? json)}`);
    return json.body as Json;
  }
}

/** The catalog's own subtype when one has exactly this size, else a custom dimension. */
function sizeParams(types: Json, width: number, height: number): Json {
  for (const t of types.types as Json[]) {
    for (const s of t.subtypes as Json[]) {
      if (t.type !== 'custom' && s.width === width && s.height === height) return { type: t.type, subtype: s.subtype };
    }
  }
  return { type: 'custom', subtype: 'custom', dimension: { width, height } };
}

/** The prompt under the sheet, wrapped (by words, or by characters in scripts without spaces). */
function captionBand(text: string, width: number, rtl: boolean): Buffer {
  const size = 18;
  const stack = fontStack(text, 'Inter', 400);
  const probe = createCanvas(width, 10).getContext('2d');
  const font = `400 ${size}px ${stack.aliases.map((a) => `"${a}"`).join(',')}`;
  probe.font = font;
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (probe.measureText(line + ch).width <= width - 32) line += ch;
    else {
      const cut = line.lastIndexOf(' ');
      lines.push(cut > 0 ? line.slice(0, cut) : line);
      line = (cut > 0 ? line.slice(cut + 1) : '') + ch;
    }
  }
  lines.push(line);
  const canvas = createCanvas(width, lines.length * (size + 8) + 20);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e9e9ec';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#222';
  ctx.font = font;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  lines.forEach((l, i) => ctx.fillText(l, rtl ? width - 16 : 16, 10 + size + i * (size + 8)));
  return canvas.encodeSync('png');
}

async function renderOne(api: Api, types: Json, p: Prompt, out: string): Promise<Outcome> {
  const started = Date.now();
  const body = {
    prompt: p.prompt,
    language: p.language,
    numOfVariants: 4,
    outputFormat: ['png'],
    metadata: { reviewId: p.id },
    ...sizeParams(types, p.width, p.height),
  };
  const seconds = (): number => Math.round((Date.now() - started) / 100) / 10;
  try {
    let status = await api.call('POST', '/general/designs-from-prompt', body, {
      Prefer: 'respond-async',
      'Idempotency-Key': `${runId}-${p.id}`,
    });
    while (status.status === 'queued' || status.status === 'processing') {
      if (Date.now() - started > 600_000) throw new Error('still not finished after 10 minutes');
      await new Promise((r) => setTimeout(r, 1000));
      status = await api.call('GET', `/general/request-status/${status.requestId}`);
    }
    if (status.status !== 'completed') throw new Error(`request ${status.status}: ${status.error ?? ''}`);
    const design = await api.call('GET', `/general/designs/${status.designId}`);
    const cells = [];
    for (const v of status.variants as Json[]) {
      const res = await fetchRetrying(v.url);
      if (!res.ok) throw new Error(`variant ${v.index}: ${res.status}`);
      const image = Buffer.from(await res.arrayBuffer());
      writeFileSync(join(out, `${p.id}-${v.index + 1}.png`), image);
      cells.push({ image, width: v.width, height: v.height, caption: `variant ${v.index + 1}` });
    }
    const title = `${p.id} · ${p.language} · ${p.width}x${p.height}`;
    const sheet = await contactSheet([cells], 400, title);
    const { width } = await sharp(sheet).metadata();
    const band = captionBand(p.prompt, width, p.language === 'arabic');
    const sheetFile = `${p.id}-sheet.png`;
    await sharp(sheet)
      .extend({ bottom: (await sharp(band).metadata()).height, background: '#e9e9ec' })
      .composite([{ input: band, gravity: 'south' }])
      .png({ palette: true })
      .toFile(join(out, sheetFile));
    return { prompt: p, sheet: sheetFile, title: design.title, warnings: status.warnings, seconds: seconds() };
  } catch (e) {
    return { prompt: p, warnings: [], error: (e as Error).message, seconds: seconds() };
  }
}

function indexMd(outcomes: Outcome[], minutes: number): string {
  const lines = [
    `# Review render (${new Date().toISOString()}, ${outcomes.length} prompts, ${minutes} min)`,
    '',
    'The API returns no variant texts; `title` is the design title it reports.',
    '',
  ];
  for (const o of outcomes) {
    const p = o.prompt;
    lines.push(`## ${p.id} · ${p.language} · ${p.width}x${p.height} · ${o.seconds} s`, '', `> ${p.prompt}`, '');
    if (o.error) lines.push(`**API error:** ${o.error}`, '');
    else lines.push(`![${p.id}](${o.sheet})`, '', `title: ${o.title ?? ''}`, '');
    for (const w of o.warnings) lines.push(`- warning: ${w}`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const prompts = JSON.parse(readFileSync(arg('prompts'), 'utf8')) as Prompt[];
  const out = resolve(arg('out'));
  const concurrency = Number(arg('concurrency', '2'));
  const dbBase = process.env.DATABASE_URL;
  if (!dbBase || !process.env.REDIS_URL) throw new Error('set DATABASE_URL and REDIS_URL');
  mkdirSync(out, { recursive: true });
  execFileSync(process.execPath, ['scripts/build-if-stale.js'], { cwd: root, stdio: 'inherit' });

  const admin = new URL(dbBase);
  admin.pathname = '/postgres';
  const dbName = `dgapi_review_${process.pid}_${Date.now()}`;
  await sql(admin.toString(), `CREATE DATABASE "${dbName}"`);
  const dbUrl = new URL(admin);
  dbUrl.pathname = `/${dbName}`;
  const storage = mkdtempSync(join(tmpdir(), 'dgapi-review-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `${origin}/app`,
    JWT_SECRET: `review-${Date.now()}-secret-that-is-long-enough-0123456789`,
    DEMO_SEED_ON_EMPTY: 'false',
    QUEUE_PREFIX: dbName, // other runs share this Redis: their workers must not take our jobs
    STORAGE_DIR: storage,
    LOG_LEVEL: 'warn',
  };
  const log = openSync(join(out, 'server.log'), 'w');
  const server = spawn(process.execPath, ['--max-semi-space-size=32', 'dist/src/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const started = Date.now();
  try {
    await waitReady(origin, server);
    const { accountId } = cli(env, [
      'accounts:create',
      '--name',
      'Review',
      '--kind',
      'enterprise',
      '--credits',
      '10000',
    ]);
    const { key } = cli(env, ['keys:create', '--account', accountId, '--class', 'regular']);
    const api = new Api(`${origin}/live/v2`, key);
    const types = await api.call('GET', '/general/design-types');
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < prompts.length) {
        const p = prompts[next++];
        const o = await renderOne(api, types, p, out);
        outcomes.push(o);
        console.log(`${p.id} ${o.error ? `ERROR ${o.error}` : 'ok'} (${o.seconds} s)`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    outcomes.sort((a, b) => prompts.indexOf(a.prompt) - prompts.indexOf(b.prompt));
    const minutes = Math.round((Date.now() - started) / 6000) / 10;
    writeFileSync(join(out, 'index.md'), indexMd(outcomes, minutes));
    console.log(`${outcomes.filter((o) => !o.error).length}/${outcomes.length} rendered in ${minutes} min -> ${out}`);
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await sql(admin.toString(), `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    rmSync(storage, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
