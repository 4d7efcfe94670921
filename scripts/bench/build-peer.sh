#!/usr/bin/env bash
# Builds the peer that `npm run bench:journey -- --peer <dir>` compares with: LotoHappy
# (github.com/agbadan/loto-happy-app-frontend) at commit 4603e06, with its own `npm install` and
# `vite build`, from the local git mirror. Prints the directory of its build (its vite.config.ts says
# `outDir: 'build'`). Cached under node_modules/.cache/lotohappy-4603e06/: a second run prints the path at once.
#
#   bash scripts/bench/build-peer.sh                 # → …/node_modules/.cache/lotohappy-4603e06/build
#   npm run bench:journey -- --peer "$(bash scripts/bench/build-peer.sh | tail -n 1)"
#
# PEER_MIRROR (the git directory) and PEER_COMMIT override the defaults. The peer's dependencies are
# installed in its own directory, never in this project's node_modules.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mirror="${PEER_MIRROR:-/work/.mirror/agbadan+loto-happy-app-frontend/repo}"
commit="${PEER_COMMIT:-4603e06}"
dir="${root}/node_modules/.cache/lotohappy-${commit}"
out="${dir}/build"

if [ -f "${out}/index.html" ] && [ -f "${dir}/.built" ]; then
  echo "${out}"
  exit 0
fi

if [ ! -d "${mirror}" ]; then
  echo "no git mirror of LotoHappy at ${mirror} (set PEER_MIRROR)" >&2
  exit 1
fi

rm -rf "${dir}"
mkdir -p "${dir}"
git --git-dir="${mirror}" archive "${commit}" | tar -x -C "${dir}"
cd "${dir}"
echo "LotoHappy ${commit}: npm install in ${dir} (a few minutes)…" >&2
# No lock file in the repository: what the registry resolves today for its ranges.
npm install --no-audit --no-fund --loglevel=error >&2
echo "LotoHappy ${commit}: vite build…" >&2
npx --no-install vite build >&2
test -f "${out}/index.html" || { echo "the peer's build has no ${out}/index.html" >&2; exit 1; }
touch "${dir}/.built"
echo "${out}"
