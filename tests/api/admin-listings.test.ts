import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { accommodationUnits, properties, propertyStatusCounts, users } from '../../src/server/db/schema/index';
import { rowsOf } from '../../src/server/db/database';
import { PROPERTY_STATUSES } from '../../src/server/db/schema/properties';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { listAdminProperties } from '../../src/server/modules/admin/list-admin-properties';

type Page = components['schemas']['AdminPropertyPage'];
type Row = components['schemas']['AdminPropertyRow'];

let t: TestApp;
let admin: TestUser;
let host: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  host = await t.createUser({ email: 'nimal.perera@example.lk', firstName: 'Nimal', lastName: 'Perera' });
});
afterAll(() => t?.close());

const URL = '/api/v1/web/admin/properties';
const get = (query: string, user: TestUser | null = admin) =>
  t.inject({ method: 'GET', url: `${URL}${query ? `?${query}` : ''}`, headers: user ? t.authFor(user) : {} });
const pageOf = async (query = ''): Promise<Page> => {
  const response = await get(query);
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json().data as Page;
};

type Seed = Partial<typeof properties.$inferInsert> & { ownerId: number };
const at = (iso: string) => new Date(iso);

/** Properties inserted directly: the listing reads rows, however they came to be. */
async function insertProperties(rows: Seed[]): Promise<number[]> {
  const inserted = await t.db
    .insert(properties)
    .values(rows.map((row) => ({ status: 'listed', ...row })))
    .returning({ id: properties.id });
  return inserted.map((row) => row.id);
}

/** Every page under `query` through the cursors, `limit` at a time. */
async function walk(query: string, limit: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await pageOf(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('GET /api/v1/web/admin/properties: access', () => {
  it('answers 401 without a token and 403 to a host, in the error shape', async () => {
    expectErrorShape(await get('', null), 401);
    expectErrorShape(await get('', host), 403);
  });
});

describe('GET /api/v1/web/admin/properties: rows and filters', () => {
  let villa: number;
  let draft: number;
  let galle: number;
  let otherHost: TestUser;

  beforeAll(async () => {
    otherHost = await t.createUser({ email: 'kamala.s@lagoon-stays.lk', firstName: 'Kamala', lastName: 'Silva' });
    [villa, draft, galle] = await insertProperties([
      { ownerId: host.id, name: 'Palm Shade Villa', status: 'pending_review', planId: 2, district: 'Kandy', city: 'Peradeniya', updatedAt: at('2030-01-03T10:00:00Z'), createdAt: at('2029-12-01T08:00:00Z') },
      { ownerId: host.id, name: null, status: 'draft', planId: 1, updatedAt: at('2030-01-02T10:00:00Z'), createdAt: at('2029-12-02T08:00:00Z') },
      { ownerId: otherHost.id, name: 'Fort 100% Ocean Cabana', status: 'listed', planId: 3, district: 'Galle', city: 'Galle Fort', updatedAt: at('2030-01-01T10:00:00Z'), createdAt: at('2029-12-03T08:00:00Z') },
    ]);
    await t.db.insert(accommodationUnits).values([{ propertyId: villa, name: 'Garden room' }, { propertyId: villa, name: 'Upstairs room' }]);
  });

  it('shows each row with its code, plan, place, host and unit count, newest change first', async () => {
    const page = await pageOf(`host=${host.id}`);
    expect(page.items.map((row) => row.id)).toEqual([villa, draft]);
    expect(page.items[0]).toEqual<Row>({
      id: villa,
      code: `LK-${String(villa).padStart(6, '0')}`,
      name: 'Palm Shade Villa',
      status: 'pending_review',
      plan: { id: 2, name: 'SUPPORTIVE', displayName: expect.any(String) },
      district: 'Kandy',
      city: 'Peradeniya',
      host: { id: host.id, name: 'Nimal Perera', email: 'nimal.perera@example.lk' },
      unitCount: 2,
      changesWaiting: 0,
      createdAt: '2029-12-01T08:00:00.000000Z',
      updatedAt: '2030-01-03T10:00:00.000000Z',
    });
    expect(page.items[1]).toMatchObject({ name: null, status: 'draft', unitCount: 0, plan: { id: 1, name: 'STARTER' } });
    expect(page.nextCursor).toBeNull();
  });

  it('filters by status, plan, district and host, together', async () => {
    expect((await pageOf(`host=${host.id}&status=pending_review`)).items.map((row) => row.id)).toEqual([villa]);
    expect((await pageOf(`host=${host.id}&status=listed`)).items).toEqual([]);
    expect((await pageOf(`planId=3&district=Galle`)).items.map((row) => row.id)).toEqual([galle]);
    expect((await pageOf(`district=Kandy&host=${otherHost.id}`)).items).toEqual([]);
    expect((await pageOf(`host=${otherHost.id}`)).items.map((row) => row.id)).toEqual([galle]);
  });

  it('finds free text in the name or the host email, in any case, and % as a letter', async () => {
    expect((await pageOf('q=palm%20SHADE')).items.map((row) => row.id)).toEqual([villa]);
    // A piece of the host's email finds both of Nimal's properties, the draft included.
    expect((await pageOf('q=NIMAL.PERERA@EXAMPLE')).items.map((row) => row.id)).toEqual([villa, draft]);
    expect((await pageOf('q=lagoon-stays')).items.map((row) => row.id)).toEqual([galle]);
    expect((await pageOf(`q=${encodeURIComponent('100%')}`)).items.map((row) => row.id)).toEqual([galle]);
    expect((await pageOf(`q=${encodeURIComponent('10_%')}`)).items).toEqual([]);
    expect((await pageOf('q=nowhere-to-be-found')).items).toEqual([]);
  });

  it('finds a property by its code, typed the way people quote it', async () => {
    const code = `LK-${String(galle).padStart(6, '0')}`;
    for (const typed of [code, code.toLowerCase(), code.replace('-', ''), `LK ${galle}`, ` ${code} `]) {
      expect((await pageOf(`q=${encodeURIComponent(typed)}`)).items.map((row) => row.id), typed).toEqual([galle]);
    }
  });
});

describe('GET /api/v1/web/admin/properties: sorting and keyset pages', () => {
  let owner: TestUser;
  let tied: number[];
  let named: number[];

  beforeAll(async () => {
    owner = await t.createUser({ email: 'many.places@example.lk' });
    // 23 rows changed at the same instant (only the id orders them) and 4 a microsecond apart.
    tied = await insertProperties(
      Array.from({ length: 23 }, (_, i) => ({ ownerId: owner.id, name: `Tied ${i}`, updatedAt: at('2031-05-05T05:05:05.123Z'), createdAt: at(`2031-01-0${1 + (i % 3)}T00:00:00Z`) })),
    );
    await t.db.execute(sql`insert into properties (owner_id, status, name, updated_at, created_at)
      select ${owner.id}, 'listed', 'Micro ' || n, '2031-05-05 05:05:05.123455+00'::timestamptz - n * interval '1 microsecond', '2031-01-01' from generate_series(1, 4) n`);
    // Names with ties and a draft without a name (sorted as '').
    named = await insertProperties([
      { ownerId: owner.id, name: 'Bravo', status: 'unlisted', updatedAt: at('2020-01-01T00:00:00Z') },
      { ownerId: owner.id, name: 'Alpha', status: 'unlisted', updatedAt: at('2020-01-01T00:00:00Z') },
      { ownerId: owner.id, name: 'Bravo', status: 'unlisted', updatedAt: at('2020-01-01T00:00:00Z') },
      { ownerId: owner.id, name: null, status: 'unlisted', updatedAt: at('2020-01-01T00:00:00Z') },
    ]);
  });

  const expected = async (order: string) =>
    rowsOf<{ id: number }>(await t.db.execute(sql.raw(`select id from properties where owner_id = ${owner.id} order by ${order}`))).map((row) => row.id);

  it('walks every row exactly once over ties and microseconds, in the order of each sort', async () => {
    for (const [query, order] of [
      ['', 'updated_at desc, id desc'],
      ['sort=updated&order=asc', 'updated_at asc, id asc'],
      ['sort=created', 'created_at desc, id desc'],
      ['sort=created&order=asc', 'created_at asc, id asc'],
      ['sort=name', "coalesce(name, '') asc, id asc"],
      ['sort=name&order=desc', "coalesce(name, '') desc, id desc"],
    ] as const) {
      const { ids, pages } = await walk(`host=${owner.id}&${query}`, 4);
      expect(ids, query).toEqual(await expected(order));
      expect(new Set(ids).size).toBe(31);
      expect(pages, query).toBe(8);
    }
  });

  it('sorts names A to Z with the nameless draft first, ties by id', async () => {
    const page = await pageOf(`host=${owner.id}&status=unlisted&sort=name`);
    const [bravo1, alpha, bravo2, nameless] = named;
    expect(page.items.map((row) => row.id)).toEqual([nameless, alpha, bravo1, bravo2]);
  });

  it('keeps its place when rows are added before it meanwhile', async () => {
    const first = await pageOf(`host=${owner.id}&limit=10`);
    await insertProperties([{ ownerId: owner.id, name: 'Brand new', updatedAt: at('2032-01-01T00:00:00Z') }]);
    const second = await pageOf(`host=${owner.id}&limit=10&cursor=${first.nextCursor}`);
    expect(second.items[0].id).toBe((await expected('updated_at desc, id desc'))[11]);
    expect(second.items.map((row) => row.id)).not.toContain(first.items.at(-1)!.id);
  });

  it('serves 100 rows a page at most and 25 by default', async () => {
    expect((await pageOf(`host=${owner.id}`)).items).toHaveLength(25);
    expect((await pageOf(`host=${owner.id}&limit=100`)).items.length).toBeGreaterThan(25);
    expectErrorShape(await get('limit=101'), 400);
    expectErrorShape(await get('limit=0'), 400);
  });

  it('refuses, called directly, a page size the API would refuse (the statement writes it as a number)', async () => {
    const deps = { db: t.db, reference: t.app.deps.reference };
    for (const limit of [0, 101, 2.5, Number.NaN])
      await expect(listAdminProperties({ deps, filters: { limit } }), String(limit)).rejects.toBeInstanceOf(RangeError);
    expect((await listAdminProperties({ deps, filters: { host: owner.id, limit: 100 } })).items.length).toBeGreaterThan(25);
  });

  it('uses the tied rows in id order inside one instant', async () => {
    const page = await pageOf(`host=${owner.id}&sort=updated&order=asc&status=listed&limit=100`);
    const inTie = page.items.filter((row) => tied.includes(row.id)).map((row) => row.id);
    expect(inTie).toEqual([...tied].sort((a, b) => a - b));
  });
});

describe('GET /api/v1/web/admin/properties: counts per status', () => {
  const countsInTable = async () =>
    Object.fromEntries(
      rowsOf<{ status: string; n: number }>(await t.db.execute(sql`select status, count(*)::int as n from properties group by status`)).map((row) => [row.status, row.n]),
    );

  it('counts every status across all hosts whatever the filters, and follows inserts, status changes and deletes', async () => {
    const counted = async () => {
      const truth = await countsInTable();
      const expectedCounts = Object.fromEntries(PROPERTY_STATUSES.map((status) => [status, truth[status] ?? 0]));
      return { ...expectedCounts, all: Object.values(expectedCounts).reduce((a, b) => a + b, 0) };
    };
    const owner = await t.createUser();
    expect((await pageOf(`host=${owner.id}`)).counts).toEqual(await counted());

    const ids = await insertProperties([
      { ownerId: owner.id, status: 'suspended' },
      { ownerId: owner.id, status: 'suspended' },
      { ownerId: owner.id, status: 'rejected' },
    ]);
    const before = (await pageOf('status=draft')).counts;
    expect(before).toEqual(await counted());

    await t.db.update(properties).set({ status: 'listed' }).where(inArray(properties.id, ids.slice(0, 2)));
    // A save that keeps the status changes no count.
    await t.db.update(properties).set({ name: 'Renamed' }).where(eq(properties.id, ids[2]));
    const after = (await pageOf('')).counts;
    expect(after).toMatchObject({ suspended: before.suspended - 2, listed: before.listed + 2, rejected: before.rejected, all: before.all });
    expect(after).toEqual(await counted());

    // Deleting the host deletes its properties (cascade), and the counts follow.
    await t.db.delete(users).where(eq(users.id, owner.id));
    expect((await pageOf('')).counts).toMatchObject({ listed: before.listed, rejected: before.rejected - 1, all: before.all - 3 });
    expect((await pageOf('')).counts).toEqual(await counted());
    expect(await t.db.select().from(propertyStatusCounts)).toHaveLength(6);
  });
});

describe('GET /api/v1/web/admin/properties: bad queries', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['status=approved', 'status'],
    ['planId=0', 'planId'],
    ['planId=x', 'planId'],
    ['district=Atlantis', 'district'],
    ['host=-1', 'host'],
    ['sort=price', 'sort'],
    ['order=up', 'order'],
    ['q=', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['cursor=not%20base64!', 'cursor'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const body = expectErrorShape(await get(query), 400);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it.each([
    ['garbage', 'updated', 'bm90IGpzb24'],
    ['a number', 'updated', cursorOf(5)],
    ['a missing id', 'updated', cursorOf({ s: 'updated', o: 'desc', k: '2030-01-01T00:00:00.000000Z' })],
    ['an id out of range', 'updated', cursorOf({ s: 'updated', o: 'desc', k: '2030-01-01T00:00:00.000000Z', i: 2_147_483_648 })],
    ['31 February', 'updated', cursorOf({ s: 'updated', o: 'desc', k: '2030-02-31T00:00:00.000000Z', i: 1 })],
    ['a date in words', 'created', cursorOf({ s: 'created', o: 'desc', k: 'yesterday', i: 1 })],
    ['a NUL in the name', 'name', cursorOf({ s: 'name', o: 'asc', k: 'a\u0000b', i: 1 })],
  ])('refuses a cursor with %s as 400, never 500', async (_, sort, cursor) => {
    const body = expectErrorShape(await get(`sort=${sort}&cursor=${cursor}`), 400);
    expect(body.error.fields).toEqual({ cursor: 'The cursor is not valid' });
  });

  it('accepts a name cursor with any text a name may hold', async () => {
    const cursor = cursorOf({ s: 'name', o: 'asc', k: "O'Brien's \"Villa\" %_ 🌴", i: 1 });
    expect((await get(`sort=name&cursor=${cursor}`)).statusCode).toBe(200);
  });

  it("refuses another order's cursor and says so", async () => {
    const first = await pageOf('limit=1');
    expect(first.nextCursor).not.toBeNull();
    const body = expectErrorShape(await get(`sort=name&limit=1&cursor=${first.nextCursor}`), 400);
    expect(body.error.error_message).toBe('The cursor belongs to another order; start again from the first page');
    expectErrorShape(await get(`order=asc&limit=1&cursor=${first.nextCursor}`), 400);
  });
});
