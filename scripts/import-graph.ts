/**
 * The project's import graph, read from the source (no bundler): every static import, re-export
 * and dynamic `import('…')` of a relative path, resolved to a file. Used by the architecture test
 * to keep files and folders free of loops: a loop makes a part impossible to understand, test or
 * move on its own, and hides which side owns the rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Where the product's code lives; tests and test support are not part of the structure. */
export const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/test-support\//;
const SPECIFIER = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name)) out.push(full);
  }
}

/** Source files (relative to the repository), tests excluded. */
export function sourceFiles(): string[] {
  const files: string[] = [];
  for (const root of SOURCE_ROOTS) walk(join(ROOT, root), files);
  return files
    .map((f) => relative(ROOT, f))
    .filter((f) => !TEST.test(f))
    .sort();
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(join(ROOT, candidate))) return candidate;
  }
  return undefined;
}

/** file -> the files it imports (type-only imports included: they tie the files as much). */
export function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier && resolveImport(file, specifier);
      if (target && target !== file && !TEST.test(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected parts with more than one member (Tarjan), each sorted. */
export function loops<T>(graph: Map<T, Set<T>>): T[][] {
  let counter = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: T[] = [];
      let member: T;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The folder a file belongs to as a unit of the structure: a feature module of the server
 * (`modules/orders`), a page of the back office (`admin/pages/users`), another folder of the
 * back office (`admin/layout`), the seed data (`db/seed`), otherwise its first folder under the
 * app (`http`, `db`, `diner`, `ui`…); a file at the top of an app is a unit of its own.
 */
export function unitOf(file: string): string {
  const root = SOURCE_ROOTS.find((r) => file.startsWith(`${r}/`));
  if (!root) return file;
  const folders = file
    .slice(root.length + 1)
    .split('/')
    .slice(0, -1);
  let depth = 1;
  if (folders[0] === 'modules' || (folders[0] === 'db' && folders[1] === 'seed')) depth = 2;
  if (folders[0] === 'admin') depth = folders[1] === 'pages' ? 3 : 2;
  const unit = folders.slice(0, depth);
  return unit.length > 0 ? `${root}/${unit.join('/')}` : file;
}

/**
 * The files that wire everything together: they import every module, and routes name the type
 * of what they are handed (`Services`), so arrows into them are not part of the structure.
 */
export const COMPOSITION_ROOTS = new Set([
  'apps/server/src/main.ts',
  'apps/server/src/app.ts',
  'apps/server/src/services.ts',
  'apps/web/src/main.tsx',
  'apps/web/src/admin-boot.tsx',
]);

/** unit -> units it imports, with one file-level example per arrow for the message. */
export function unitGraph(files: Map<string, Set<string>>): { graph: Map<string, Set<string>>; why: Map<string, string> } {
  const graph = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = unitOf(file);
    const set = graph.get(from) ?? new Set<string>();
    graph.set(from, set);
    for (const target of targets) {
      if (COMPOSITION_ROOTS.has(target)) continue;
      const to = unitOf(target);
      if (to === from) continue;
      set.add(to);
      if (!why.has(`${from} -> ${to}`)) why.set(`${from} -> ${to}`, `${file} -> ${target}`);
    }
  }
  return { graph, why };
}
