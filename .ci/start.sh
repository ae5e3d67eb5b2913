#!/usr/bin/env bash
# npm start: set up, build, then serve web/ on http://127.0.0.1:${PORT:-8080}/ until stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
DLX_SETUP_DONE=1 bash .ci/build.sh
exec node web/serve.mjs web "${PORT:-8080}"
