#!/usr/bin/env bash
# The second Node line: Node 24 LTS runs the Vitest suites that exercise the runtime itself on the
# same installed modules: the contract, the verifier, the repository's rules, and the server's
# start-up, HTTP, database, plugins (mail, Redis, rate limits, uploads), realtime, jobs, restart,
# shutdown and multi-node tests, with the modules whose code leans on Node's own APIs (auth: hashing
# and mail; images: the image library's native code; payments: signatures and the ITN source
# checks). The business rules' suites (auctions, catalogue, staff and the rest, with the
# 1,000-auction agreement), the fuzzing and the 200-bidder concurrency runs test our code, not the
# runtime, and run once, on the first line, with the shop's web suites (jsdom) and the end-to-end
# tests. The binaries come from the registry's node-<os>-<arch> package (the one the `node`
# package's install script would fetch), into a throw-away folder.
set -euo pipefail
cd "$(dirname "$0")/.."

node24_dir="$(mktemp -d)"
trap 'rm -rf "$node24_dir"' EXIT
node24_pkg="node-$(node -p 'process.platform')-$(node -p 'process.arch')@${CI_NODE24_VERSION:-24}"
if ! npm install --prefix "$node24_dir" --no-save --no-audit --no-fund --no-package-lock "$node24_pkg" >/dev/null; then
  echo "could not install $node24_pkg" >&2
  exit 1
fi
node24_bin="$(dirname "$(find "$node24_dir/node_modules" -path '*/bin/node' -type f | head -n 1)")"
echo "second line: $(PATH="$node24_bin:$PATH" node --version)"
rules='assistant,auctions,cart,catalogue,fair-play,orders,profile,reports,rewards,shipping,staff'
PATH="$node24_bin:$PATH" npx vitest run --outputFile.json=test-results/vitest-node24.json \
  --project contract --project verify --project server --project repo \
  --exclude '**/test/fuzz/**' --exclude "**/test/modules/{$rules}/**" --exclude '**/load/concurrency.test.ts'
