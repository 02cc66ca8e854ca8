#!/bin/sh
# `npm start`, or run directly (`sh scripts/start.sh`, e.g. by systemd without npm): checks
# the Node version and builds when stale (start.mjs), then replaces itself with the server,
# started with the options it is measured with (server-flags.mjs, decisions 033 and 037). The
# server is then the only process this leaves running: no Node process waits beside it only
# to pass on its options (decision 042).
set -e
cd "$(dirname "$0")/.."
node scripts/start.mjs
# NODE_ENV unset is production; a value the operator set for either variable wins.
export NODE_ENV="${NODE_ENV:-production}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# shellcheck disable=SC2046 # the options are words without spaces, one each
exec node $(node scripts/server-flags.mjs) build/server/main.js
