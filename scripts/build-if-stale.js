#!/usr/bin/env node
// `npm start` and `npm run cli` build only when a source changed since the last build: the newest
// file under src/, libs/ and migrations/ (and the tsconfigs, package-lock.json) against the stamp
// the last build left in dist/. An unchanged checkout starts at once; a changed one gets tsc's
// incremental build (its .tsbuildinfo lives in dist/, so deleting dist/ never leaves it stale).
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const inputs = ['src', 'libs', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
const sourcesAt = Math.max(...inputs.map((p) => newest(join(root, p))));
if (existsSync(stamp) && statSync(stamp).mtimeMs >= sourcesAt && existsSync(join(root, 'dist', 'src', 'main.js'))) process.exit(0);

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', 'dist/.tsbuildinfo'], { cwd: root, stdio: 'inherit' });
writeFileSync(stamp, new Date().toISOString());
