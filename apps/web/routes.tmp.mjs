import { readFileSync, statSync, readdirSync } from 'node:fs';
const dir = 'dist/client/assets/';
const mf = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
const src = readFileSync(dir + mf, 'utf8');
const m = JSON.parse(src.slice(src.indexOf('{'), src.lastIndexOf('}') + 1));
const size = (f) => { try { return statSync('dist/client' + f + '.br').size; } catch { return statSync('dist/client' + f).size; } };
for (const leaf of process.argv.slice(2)) {
  const files = new Set([m.entry.module, ...m.entry.imports]);
  let id = leaf; const chain = [];
  while (id) { chain.push(id); const r = m.routes[id]; files.add(r.module); (r.imports ?? []).forEach((f) => files.add(f)); id = r.parentId; }
  const list = [...files].map((f) => [size(f), f]).sort((a, b) => b[0] - a[0]);
  console.log(leaf, list.length, 'files', (list.reduce((s, x) => s + x[0], 0) / 1024).toFixed(1), 'kB');
  for (const [s, f] of list) console.log('  ', String(s).padStart(7), f);
}
