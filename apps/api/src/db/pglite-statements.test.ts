import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-statements.js';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table item (id serial primary key, code text unique not null, price bigint,
      active boolean, data json, created_at timestamptz default '2026-12-07 10:00:00+00');
    insert into item (code, price, active, data) values
      ('a', 12000, true, '{"k": [1, 2]}'), ('b', null, false, null);`);
});

afterAll(async () => {
  await client.close();
});

/** The names PostgreSQL holds for this session, as the statements' texts. */
async function namedTexts(): Promise<string[]> {
  const result = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return result.rows.map((row) => row.statement);
}

async function closeAll() {
  await client.exec('deallocate all');
}

// As Drizzle's driver asks: rows as arrays, dates left as text.
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

const SELECT =
  'select id, code, price, active, data, created_at from item where id = any($1::int[]) order by id';

describe('withNamedStatements', () => {
  it('answers as PGlite does, and names the text from its third sending', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 3, capacity: 10 });
    const expected = await client.query(SELECT, [[1, 2]], drizzleOptions);
    for (let sending = 1; sending <= 5; sending += 1) {
      const result = await db.query(SELECT, [[1, 2]], drizzleOptions);
      expect(result.rows).toEqual(expected.rows);
      expect(result.fields).toEqual(expected.fields);
      expect(await namedTexts()).toEqual(sending < 3 ? [] : [SELECT]);
    }
    expect(expected.rows).toEqual([
      [1, 'a', 12000, true, { k: [1, 2] }, '2026-12-07 10:00:00+00'],
      [2, 'b', null, false, null, '2026-12-07 10:00:00+00'],
    ]);
    const objects = await db.query<{ code: string }>(SELECT, [[2]]);
    expect(objects.rows).toEqual([expect.objectContaining({ code: 'b', price: null })]);
  });

  it('runs a named statement with its generic plan, and leaves the others to PostgreSQL', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 1, capacity: 10 });
    for (let sending = 0; sending < 7; sending += 1) await db.query(SELECT, [[1]]);
    const plans = await client.query(
      'select generic_plans, custom_plans from pg_prepared_statements',
    );
    expect(plans.rows).toEqual([{ generic_plans: 7, custom_plans: 0 }]);
    const setting = await client.query('show plan_cache_mode');
    expect(setting.rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('counts written rows and keeps the database error of a named statement', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 1, capacity: 10 });
    const insert = 'insert into item (code) values ($1)';
    const written = await db.query(insert, ['c']);
    expect(written.affectedRows).toBe(1);
    await expect(db.query(insert, ['c'])).rejects.toMatchObject({ code: '23505' });
    // The statement is still there and PGlite still answers after the error.
    expect((await db.query(insert, ['d'])).affectedRows).toBe(1);
    await client.exec(`delete from item where code in ('c', 'd')`);
  });

  it('runs named statements inside a transaction, undone by its rollback', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 1, capacity: 10 });
    const insert = 'insert into item (code) values ($1)';
    const count = 'select count(*)::int as n from item where code like $1';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['tx-1']);
        const inside = await tx.query<{ n: number }>(count, ['tx-%']);
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await namedTexts()).toEqual([insert, count]);
    const after = await db.query<{ n: number }>(count, ['tx-%']);
    expect(after.rows[0]?.n).toBe(0);
  });

  it('never runs a statement between those of another transaction', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 1, capacity: 10 });
    const count = 'select count(*)::int as n from item where code = $1';
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into item (code) values ($1)', ['between']);
      outside = db.query<{ n: number }>(count, ['between']).then((r) => r.rows[0]!.n);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('delete from item where code = $1', ['between']);
    });
    expect(await outside).toBe(0);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    await closeAll();
    const db = withNamedStatements(client, { threshold: 1, capacity: 2 });
    const texts = ['select 1 as one', 'select 2 as two', 'select 3 as three'];
    await db.query(texts[0]!);
    await db.query(texts[1]!);
    await db.query(texts[0]!);
    await db.query(texts[2]!);
    expect(await namedTexts()).toEqual([texts[0], texts[2]]);
    expect((await db.query(texts[1]!)).rows).toEqual([{ two: 2 }]);
  });
});
