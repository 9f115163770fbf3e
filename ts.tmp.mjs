import { spawn } from 'node:child_process';
const t0 = performance.now();
const c = spawn(process.execPath, process.argv.slice(2), { stdio: ['ignore', 'pipe', 'inherit'] });
let buf = '';
c.stdout.on('data', (d) => { for (const line of String(d).split('\n')) if (line) console.log(`${(performance.now() - t0).toFixed(0).padStart(5)} ${line.slice(0, 90)}`); });
c.on('close', () => console.log(`${(performance.now() - t0).toFixed(0).padStart(5)} exit`));
