#!/usr/bin/env bash
# Lint as a habit, first in npm test (seconds): ESLint's recommended rules on every JS file
# (eslint.config.mjs), and clang-format's check of the C++ against the repo's .clang-format
# (Debian's clang-format 14). Fix what it reports with `npx eslint --fix .` and
# `clang-format -i FILE`; `bash .ci/lint.sh --fix` does both for the checked files.
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
[[ "${1:-}" == --fix ]] && fix=1

echo "lint: ESLint"
if ((fix)); then
  npx --no-install eslint --fix .
else
  npx --no-install eslint --max-warnings 0 .
fi

files=()
while IFS= read -r file; do files+=("$file"); done < <(find engine tests/cpp tests/fuzz bench -type f \( -name '*.cpp' -o -name '*.hpp' \) | sort)
echo "lint: clang-format ($(clang-format --version | grep -o 'version [0-9.]*'), ${#files[@]} C++ files)"
if ((fix)); then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run -Werror "${files[@]}"
fi

echo "lint: the docs' relative links and anchors (tools/check_doc_links.mjs)"
node tools/check_doc_links.mjs
