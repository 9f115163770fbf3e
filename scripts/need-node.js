// First step of the npm scripts that run the project's tools (package.json): on a Node older than
// package.json's engines, one line saying what to do and exit 1, instead of a tool's stack trace.
// Under `npm run`, node_modules/.bin/node (the Node `npm ci` installs, bin/node-version.js) comes
// first on the PATH, so this fails only where npm ci installed none: another platform, or no install.
// With --chromium (npm test), also the Chromium the browser tests drive: Debian's /usr/bin/chromium,
// installed with apt-get when it is missing and this is root, else one line saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFloor, olderThan, tooOldLine } from '../bin/node-version.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floor = nodeFloor(root);
if (olderThan(process.versions.node, floor)) {
  console.error(tooOldLine(floor));
  process.exit(1);
}

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (process.argv.includes('--chromium')) {
  // The one place the browser's path is decided (on Node 22, which strips the types of a .ts file).
  const { CHROMIUM } = await import('../tests/browser/chromium.ts');
  if (!runnable(CHROMIUM)) {
    if (process.env.CHROMIUM_PATH) {
      console.error(
        `CHROMIUM_PATH is ${CHROMIUM}, which is no Chromium: point it at one, or unset it to use Debian's /usr/bin/chromium.`,
      );
      process.exit(1);
    }
    const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
    if (process.getuid?.() !== 0 || !apt) {
      console.error(
        `The browser tests need Chromium at ${CHROMIUM}: run \`sudo apt-get install chromium\` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium binary.`,
      );
      process.exit(1);
    }
    console.error(
      `Chromium is not at ${CHROMIUM}: installing Debian's chromium package for the browser tests (apt-get)…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(apt, ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const run =
      update.status === 0
        ? spawnSync(apt, ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env })
        : update;
    if (run.status !== 0) {
      console.error(
        `apt-get could not install chromium (exit ${run.status}): install it by hand (\`apt-get install chromium\`), or set CHROMIUM_PATH to a Chromium binary.`,
      );
      process.exit(1);
    }
    if (!runnable(CHROMIUM)) {
      console.error(`Debian's chromium is installed, but ${CHROMIUM} is still no Chromium: set CHROMIUM_PATH to one.`);
      process.exit(1);
    }
  }
}
