import { describe, expect, it } from 'vitest';
import { importGraph, loops, unitGraph } from './import-graph';

/**
 * The structure stays a tree of layers: no two files import each other (directly or around a
 * loop), and no two units (a server module, a back-office page, a top folder such as `http` or
 * `realtime`) do either. When a test here fails, move the shared piece down to where both
 * sides can import it (a type into its own file, a helper into `http/` or `realtime/`), or let
 * the owning module's service be called instead of reaching into its files.
 */
describe('import structure', () => {
  const files = importGraph();

  it('reads the whole source tree', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(files.get('apps/server/src/app.ts')?.size ?? 0).toBeGreaterThan(5);
  });

  it('has no file cycles', () => {
    expect(loops(files)).toEqual([]);
  });

  it('has no folder loops', () => {
    const { graph, why } = unitGraph(files);
    const described = loops(graph).map((part) =>
      part.flatMap((from) => part.filter((to) => why.has(`${from} -> ${to}`)).map((to) => why.get(`${from} -> ${to}`)!)),
    );
    expect(described).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
});
