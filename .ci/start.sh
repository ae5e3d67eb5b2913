#!/usr/bin/env bash
# npm start: set up, build (native, wasm, then dist/), then serve dist/ — the static site exactly as
# it would be deployed — on http://127.0.0.1:${PORT:-8080}/ until stopped. BASE=/some/path/ serves
# it under a sub-path instead, as a host with the site in a sub-folder would.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
DLX_SETUP_DONE=1 bash .ci/build.sh
exec node web/serve.mjs dist "${PORT:-8080}" --base "${BASE:-/}"
