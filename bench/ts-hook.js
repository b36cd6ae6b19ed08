// A require hook for the servers benchmarks and chaos scripts start (node -r ./bench/ts-hook.js
// src/main.ts): like ts-node --transpile-only, but each file's JavaScript is kept on disk by the
// hash of its source, so a restart loads the app in about half the time (transpiling the app is
// most of a start under ts-node). And it runs the app as compiled code runs: ts-node loads Node's
// REPL, which loads the `domain` module, which puts a hook on every promise and every event
// emitted (a third fewer requests a second on a bare route under ts-node). Plain JavaScript
// because it must load before any TypeScript can.
'use strict';
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync, renameSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, dirname } = require('node:path');

const root = join(__dirname, '..');
const cacheDir = join(tmpdir(), 'dgapi-ts-cache');
mkdirSync(cacheDir, { recursive: true });

let ts;
let compilerOptions;
function transpile(source, filename) {
  if (!ts) {
    ts = require('typescript');
    const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
    // The app runs as CommonJS (no "type": "module"); transpileModule cannot look that up itself.
    compilerOptions = { ...parsed.options, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, sourceMap: false, inlineSourceMap: false, declaration: false };
  }
  return ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText;
}

const version = require('typescript/package.json').version;
require.extensions['.ts'] = function (module, filename) {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha1').update(`${version}\0${filename}\0${source}`).digest('hex');
  const cached = join(cacheDir, `${key}.js`);
  let code;
  try {
    code = readFileSync(cached, 'utf8');
  } catch {
    code = transpile(source, filename);
    // Write then rename: two processes starting at once never read half a file.
    const temp = `${cached}.${process.pid}.tmp`;
    mkdirSync(dirname(cached), { recursive: true });
    writeFileSync(temp, code);
    renameSync(temp, cached);
  }
  module._compile(code, filename);
};
