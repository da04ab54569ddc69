// Fails when source files import each other in a cycle (docs/ADDING-A-FEATURE.md, guard rails): follows
// relative imports and the workspace packages (@rayyan/x → packages/x/src/index.ts), type-only imports too.
// Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/agronomy/src', 'packages/contracts/src', 'packages/db/src', 'packages/i18n/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const files = [];
const walk = (dir) => {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|medium\.test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
};
for (const dir of SOURCE_DIRS) walk(path.join(root, dir));

const resolve = (from, spec) => {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@rayyan/')) {
    const [, pkg, ...rest] = spec.split('/');
    base = path.join(root, 'packages', pkg, 'src', rest.length ? rest.join('/') : 'index');
  } else return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
};

const graph = new Map();
for (const file of files) {
  // Static imports and re-exports only: a lazy import() loads on demand and makes no cycle at start.
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements
    .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => s.moduleSpecifier.text);
  graph.set(file, [...new Set(specifiers.map((spec) => resolve(file, spec)).filter(Boolean))]);
}

// Tarjan's strongly connected components: any component of two or more files is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
const visit = (v) => {
  indexOf.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!indexOf.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
  }
  if (low.get(v) === indexOf.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
};
for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);

if (cycles.length) {
  console.error(`import cycles (${cycles.length}):`);
  for (const c of cycles) console.error(`  ${c.join(' ↔ ')}`);
  process.exit(1);
}
console.log(`imports: ${graph.size} source files, no cycles`);
