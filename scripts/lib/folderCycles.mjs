// The one-way rule between folders (docs/architecture.md): no folder of a package imports, through
// any chain of relative imports, a folder that imports it back. ESLint's import-x/no-cycle sees
// cycles between modules only; a cycle between folders (crud → features/assets → crud through
// different files) is one too. A folder is a top-level folder of the package's src (and each
// feature folder under src/features, src/routes, src/server); a file at the root of src is a
// node of its own.
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const GROUPING_FOLDERS = new Set(['features', 'routes', 'server']);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, out);
    else if (SOURCE.test(entry.name) && !/\.(test|spec)\./.test(entry.name)) out.push(file);
  }
  return out;
}

/** The node a source file belongs to, relative to `srcDir`. */
function nodeOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts.length === 1) return parts[0].replace(SOURCE, '');
  return parts.slice(0, GROUPING_FOLDERS.has(parts[0]) && parts.length > 2 ? 2 : 1).join('/');
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ending of EXTENSIONS) if (fs.existsSync(base + ending)) return base + ending;
  return null;
}

/** The folder-level import graph of one package's src: node → Map(node → an import that makes the edge). */
export function folderGraph(srcDir) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]);
      if (!target || !target.startsWith(srcDir + path.sep)) continue;
      const [a, b] = [nodeOf(srcDir, file), nodeOf(srcDir, target)];
      if (a === b) continue;
      if (!graph.has(a)) graph.set(a, new Map());
      graph.get(a).set(b, `${path.relative(srcDir, file)} imports ${match[1]}`);
    }
  }
  return graph;
}

/** Every cycle of the graph found by a depth-first walk, each as [a, b, …, a]. */
export function cyclesOf(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The folder cycles of each package's src, described with the imports that close them. */
export function folderCycles(root, packages) {
  const found = [];
  for (const pkg of packages) {
    const srcDir = path.join(root, pkg, 'src');
    if (!fs.existsSync(srcDir)) continue;
    const graph = folderGraph(srcDir);
    for (const cycle of cyclesOf(graph)) {
      const imports = cycle.slice(0, -1).map((node, i) => graph.get(node).get(cycle[i + 1]));
      found.push({ pkg, cycle, imports });
    }
  }
  return found;
}
