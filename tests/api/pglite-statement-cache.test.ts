import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteStatementCache } from '../../src/server/db/pglite-statement-cache';

let raw: PGlite;
let client: PGlite;

async function keptStatements(): Promise<string[]> {
  const { rows } = await raw.query<{ statement: string }>(`select statement from pg_prepared_statements where not from_sql order by prepare_time`);
  return rows.map((row) => row.statement);
}

// One PGlite for the file (starting one takes seconds); each test gets a fresh table and cache.
beforeAll(async () => {
  raw = await PGlite.create();
});
afterAll(() => raw.close());
beforeEach(async () => {
  await raw.exec(`deallocate all; drop table if exists stays;
    create table stays (id int primary key, guest text not null, nights int, check_in date, amount numeric(12,2), extra jsonb)`);
  client = new PgliteStatementCache(raw, 2).wrap();
});

describe('the PGlite statement cache', () => {
  it('answers exactly what PGlite itself answers, in object and array row modes, nulls, dates, numerics and JSON included', async () => {
    const insert = 'insert into stays values ($1, $2, $3, $4, $5, $6)';
    await client.query(insert, [1, 'Nimal', 3, '2026-12-01', 120.5, { late: true }]);
    await client.query(insert, [2, 'Anoma', null, null, null, null]);
    const select = 'select * from stays where id = any($1::int[]) order by id';
    expect(await client.query(select, [[1, 2]])).toEqual(await raw.query(select, [[1, 2]]));
    expect(await client.query(select, [[1, 2]], { rowMode: 'array' })).toEqual(await raw.query(select, [[1, 2]], { rowMode: 'array' }));
  });

  it('prepares a statement once and runs it again by name', async () => {
    for (const id of [1, 2, 3]) await client.query('insert into stays (id, guest) values ($1, $2)', [id, `Guest ${id}`]);
    expect(await keptStatements()).toEqual(['insert into stays (id, guest) values ($1, $2)']);
    expect((await raw.query('select count(*)::int as n from stays')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps at most its capacity, closing the least recently used statement', async () => {
    await client.query('select 1 as a');
    await client.query('select 2 as b');
    await client.query('select 1 as a'); // used again: now the most recent
    await client.query('select 3 as c');
    expect(await keptStatements()).toEqual(['select 1 as a', 'select 3 as c']);
  });

  it('passes a constraint error through with its code, and the next statement runs', async () => {
    await client.query('insert into stays (id, guest) values ($1, $2)', [1, 'Nimal']);
    await expect(client.query('insert into stays (id, guest) values ($1, $2)', [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ guest: string }>('select guest from stays where id = $1', [1])).rows).toEqual([{ guest: 'Nimal' }]);
  });

  it('does not keep a statement that failed to parse', async () => {
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(await keptStatements()).toEqual([]);
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs transactions through the cache, and a rollback undoes their writes', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into stays (id, guest) values ($1, $2)', [7, 'Kamal']);
        expect((await tx.query('select guest from stays where id = $1', [7])).rows).toHaveLength(1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select guest from stays where id = $1', [7])).rows).toEqual([]);
    expect(await keptStatements()).toEqual(['insert into stays (id, guest) values ($1, $2)', 'select guest from stays where id = $1']);
  });

  it('forgets a plan whose table changed, so the next run prepares afresh', async () => {
    await client.query('select * from stays where id = $1', [1]);
    await raw.exec('alter table stays add column note text');
    await expect(client.query('select * from stays where id = $1', [1])).rejects.toThrow(/cached plan must not change result type/);
    const again = await client.query('select * from stays where id = $1', [1]);
    expect(again.fields.map((field) => field.name)).toContain('note');
  });
});
