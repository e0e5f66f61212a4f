import { describe, expect, it } from 'vitest';
import { createGroupCommit, type Settled } from './group-commit.js';

/** A write that records its calls and finishes when told to. */
function recordingWrite(fail?: (items: number[]) => boolean) {
  const calls: number[][] = [];
  const gates: (() => void)[] = [];
  const write = async (items: number[]): Promise<Settled<string>[]> => {
    calls.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (fail?.(items)) throw new Error(`write of ${items.join(',')} failed`);
    return items.map((i) => (i < 0 ? { ok: false, error: new Error(`refused ${i}`) } : { ok: true, value: `order ${i}` }));
  };
  const openAll = async () => {
    for (let round = 0; round < 20; round += 1) {
      gates.splice(0).forEach((open) => open());
      await new Promise((r) => setImmediate(r));
    }
  };
  return { calls, write, openAll };
}

describe('group commit', () => {
  it('writes the items of one turn together at its end, and those arriving meanwhile in the next write', async () => {
    const w = recordingWrite();
    const group = createGroupCommit(w.write, { weightOf: () => 1, maxWeight: 100 });
    const turn = [group.submit(1), group.submit(2)];
    expect(w.calls).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(w.calls).toEqual([[1, 2]]);
    const later = [group.submit(3), group.submit(4), group.submit(5)];
    await new Promise((r) => setImmediate(r));
    // The first write has not finished: the others wait for it.
    expect(w.calls).toEqual([[1, 2]]);
    await w.openAll();
    expect(await Promise.all(turn)).toEqual(['order 1', 'order 2']);
    expect(await Promise.all(later)).toEqual(['order 3', 'order 4', 'order 5']);
    expect(w.calls).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    // Idle again: the next item goes at the end of its turn.
    const next = group.submit(6);
    await new Promise((r) => setImmediate(r));
    expect(w.calls).toEqual([[1, 2], [3, 4, 5], [6]]);
    await w.openAll();
    expect(await next).toBe('order 6');
  });

  it('keeps each write under the weight limit, taking at least one item', async () => {
    const w = recordingWrite();
    const group = createGroupCommit(w.write, { weightOf: (i: number) => i, maxWeight: 5 });
    const all = [1, 2, 3, 9, 1].map((i) => group.submit(i));
    await w.openAll();
    await Promise.all(all);
    expect(w.calls).toEqual([[1, 2], [3], [9], [1]]);
  });

  it("answers each item's own refusal, and writes every item alone again when a write fails", async () => {
    const w = recordingWrite((items) => items.length > 1 && items.includes(13));
    const group = createGroupCommit(w.write, { weightOf: () => 1, maxWeight: 100 });
    const first = group.submit(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, -3, 13].map((i) =>
      group.submit(i).then(
        (v: string) => v,
        (e: Error) => e.message,
      ),
    );
    await w.openAll();
    expect(await first).toBe('order 1');
    expect(await Promise.all(rest)).toEqual(['order 2', 'refused -3', 'order 13']);
    expect(w.calls).toEqual([[1], [2, -3, 13], [2], [-3], [13]]);
  });

  it('rejects an item whose lone write fails, and goes on with the next', async () => {
    const w = recordingWrite((items) => items.includes(5));
    const group = createGroupCommit(w.write, { weightOf: () => 1, maxWeight: 100 });
    const a = group.submit(5).then(
      () => 'written',
      (e: Error) => e.message,
    );
    const b = group.submit(6);
    await w.openAll();
    expect(await a).toBe('write of 5 failed');
    expect(await b).toBe('order 6');
  });
});
