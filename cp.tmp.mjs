import { cpSync, rmSync, readdirSync, mkdirSync, linkSync, copyFileSync, constants } from 'node:fs';
import path from 'node:path';
const walk = (dir, rel = '') => readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => e.isDirectory() ? [{ dir: path.join(rel, e.name) }, ...walk(dir, path.join(rel, e.name))] : [{ file: path.join(rel, e.name) }]);
const time = (n, f) => { const t = performance.now(); f(); console.log(n, (performance.now() - t).toFixed(1)); };
for (let i = 0; i < 3; i++) {
  rmSync('/work/wt/fast-cli/cptest', { recursive: true, force: true });
  time('cpSync', () => cpSync('public', 'cptest/a', { recursive: true }));
  time('walk', () => walk('public'));
  time('copyFile', () => { mkdirSync('cptest/b'); for (const e of walk('public')) e.dir ? mkdirSync(path.join('cptest/b', e.dir)) : copyFileSync(path.join('public', e.file), path.join('cptest/b', e.file)); });
  time('clone', () => { mkdirSync('cptest/d'); for (const e of walk('public')) e.dir ? mkdirSync(path.join('cptest/d', e.dir)) : copyFileSync(path.join('public', e.file), path.join('cptest/d', e.file), constants.COPYFILE_FICLONE); });
  time('link', () => { mkdirSync('cptest/c'); for (const e of walk('public')) e.dir ? mkdirSync(path.join('cptest/c', e.dir)) : linkSync(path.join('public', e.file), path.join('cptest/c', e.file)); });
  time('rm a', () => rmSync('cptest/a', { recursive: true }));
  time('rm c', () => rmSync('cptest/c', { recursive: true }));
}
rmSync('/work/wt/fast-cli/cptest', { recursive: true, force: true });
