#!/usr/bin/env bash
# Starts the service the way the production image runs it: compiled JavaScript with dev
# dependencies pruned (the Dockerfile's `npm prune --omit=dev`). Fails when shipped code needs a
# devDependency (the image once died on `Cannot find module '@nestjs/testing'`) or /health does not
# answer. Works on a copy: the checkout's node_modules stay whole. Needs DATABASE_URL's server.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server}"

work="$(mktemp -d)"
db="dgapi_prodcheck_$$"
admin="${DATABASE_URL%/*}/postgres"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  node -e 'const pg=require("pg");const c=new pg.Client(process.argv[1]);c.connect().then(()=>c.query(`DROP DATABASE IF EXISTS "${process.argv[2]}" WITH (FORCE)`)).finally(()=>c.end())' "$admin" "$db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

npx tsc -p tsconfig.build.json --outDir "$work/dist" --incremental false
cp package.json package-lock.json "$work/"
cp -al node_modules "$work/node_modules"
(cd "$work" && npm prune --omit=dev --no-audit --no-fund >/dev/null 2>&1)
if [ -d "$work/node_modules/@nestjs/testing" ]; then echo "prune left dev dependencies in place"; exit 1; fi

node -e 'const pg=require("pg");const c=new pg.Client(process.argv[1]);c.connect().then(()=>c.query(`CREATE DATABASE "${process.argv[2]}"`)).then(()=>c.end())' "$admin" "$db"
port=$((20000 + RANDOM % 20000))
(cd "$work" && NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATABASE_URL="${DATABASE_URL%/*}/$db" \
  JWT_SECRET="production-start-check-secret-0123456789abcdef" STORAGE_DIR="$work/storage" LOG_LEVEL=warn \
  DEMO_SEED_ON_EMPTY=false QUEUE_DRIVER=inline REDIS_URL= \
  exec node --max-semi-space-size=32 dist/src/main.js >"$work/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1; then
    echo "production start: the pruned build answers /health on :$port"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 0.5
done
echo "production start: the pruned build did not answer /health; its log:"
tail -40 "$work/server.log"
exit 1
