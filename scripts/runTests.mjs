// Runs the compiled test files with node's test runner, one file at a time (each file owns a
// Temporal dev server; the machines have 2 cores). Pass file filters as arguments.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve('dist/test');
const files = [];
const walk = (d) => {
  for (const e of readdirSync(d)) {
    const p = path.join(d, e);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.test.js')) files.push(p);
  }
};
walk(root);
const filters = process.argv.slice(2);
const selected = files.sort().filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
if (selected.length === 0) {
  console.error('no test files selected');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...selected], { stdio: 'inherit' });
process.exit(r.status ?? 1);
