import { describe, expect, it } from 'vitest';
import { gatheredReads } from './gathered-reads.js';

interface Row {
  id: number;
  viewer: string;
}

function recorder(fail = false) {
  const calls: { group: string; keys: number[] }[] = [];
  const reads = gatheredReads(
    (group: string, keys: number[]) => {
      calls.push({ group, keys });
      if (fail) return Promise.reject(new Error('the database went away'));
      return Promise.resolve(
        keys.filter((key) => key % 2 === 0).map((id): Row => ({ id, viewer: group })),
      );
    },
    (row) => row.id,
  );
  return { calls, reads };
}

describe('gatheredReads', () => {
  it('sends the reads of one turn as one query per group, each read getting its own row', async () => {
    const { calls, reads } = recorder();
    const answers = await Promise.all([
      reads.read('ana', 2),
      reads.read('ana', 4),
      reads.read('luis', 2),
      reads.read('ana', 3),
    ]);
    expect(answers).toEqual([
      { id: 2, viewer: 'ana' },
      { id: 4, viewer: 'ana' },
      { id: 2, viewer: 'luis' },
      undefined,
    ]);
    expect(calls).toEqual([
      { group: 'ana', keys: [2, 4, 3] },
      { group: 'luis', keys: [2] },
    ]);
  });

  it('asks once for a key read twice in a turn, and again in a later turn', async () => {
    const { calls, reads } = recorder();
    const [first, second] = await Promise.all([reads.read('ana', 6), reads.read('ana', 6)]);
    expect(first).toEqual({ id: 6, viewer: 'ana' });
    expect(second).toBe(first);
    await reads.read('ana', 6);
    expect(calls).toEqual([
      { group: 'ana', keys: [6] },
      { group: 'ana', keys: [6] },
    ]);
  });

  it('sends a full query of 100 keys at once and the rest of the turn in the next', async () => {
    const { calls, reads } = recorder();
    const keys = Array.from({ length: 130 }, (_, index) => index);
    const answers = await Promise.all(keys.map((key) => reads.read('ana', key)));
    expect(answers.filter(Boolean)).toHaveLength(65);
    expect(calls.map((call) => call.keys.length)).toEqual([100, 30]);
  });

  it('fails every read of a query that failed, and reads again afterwards', async () => {
    const { reads } = recorder(true);
    const outcomes = await Promise.allSettled([reads.read('ana', 2), reads.read('luis', 4)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(reads.read('ana', 2)).rejects.toThrow('the database went away');
  });
});
