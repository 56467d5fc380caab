import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, listingPhotos, properties, PROPERTY_STATUSES, propertyPendingChanges, propertyStatusCounts, users, type PropertyStatus } from '../../db/schema/index';
import { rowsOf } from '../../db/database';
import type { AppDeps } from '../../types';
import { idOfPropertyCode, propertyCode } from '../../../shared/property-code';
import { decodeAdminCursor, encodeAdminCursor, type AdminPropertySort, type SortOrder } from './admin-property-cursor';

type AdminPropertyPage = components['schemas']['AdminPropertyPage'];
type AdminPropertyRow = components['schemas']['AdminPropertyRow'];
type AdminStatusCounts = components['schemas']['AdminStatusCounts'];

const DEFAULT_ADMIN_PAGE_SIZE = 25;
/** The API's bound on `limit` (openapi/portal.yaml). */
const MAX_ADMIN_PAGE_SIZE = 100;

export interface AdminPropertyFilters {
  status?: PropertyStatus;
  planId?: number;
  district?: string;
  host?: number;
  q?: string;
  sort?: AdminPropertySort;
  order?: SortOrder;
  cursor?: string;
  limit?: number;
}

export interface ListAdminPropertiesOptions {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  filters: AdminPropertyFilters;
}

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The sort key as SQL, and as the text a cursor carries. Timestamps are written in UTC with
 * microseconds (what the column holds), so `key::timestamptz` gives back exactly the stored value.
 */
function sortKey(sort: AdminPropertySort): { column: SQL; text: SQL; fromCursor: (key: string) => SQL } {
  if (sort === 'name') {
    // properties_name_sort_idx is on this expression; drafts without a name sort as ''.
    const column = sql`coalesce(${properties.name}, '')`;
    return { column, text: column, fromCursor: (key) => sql`${key}::text` };
  }
  const column = sort === 'created' ? sql`${properties.createdAt}` : sql`${properties.updatedAt}`;
  return {
    column,
    text: sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    fromCursor: (key) => sql`${key}::timestamptz`,
  };
}


/**
 * The filters besides status. Free text finds the name or the host's email (trigram indexes serve both ILIKEs: GIN on names,
 * GiST on emails, see migration 0019) or, typed as a code, the property with that id.
 */
function otherFilters(filters: AdminPropertyFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.planId !== undefined) where.push(eq(properties.planId, filters.planId));
  if (filters.district !== undefined) where.push(eq(properties.district, filters.district));
  if (filters.host !== undefined) where.push(eq(properties.ownerId, filters.host));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const codeId = idOfPropertyCode(q);
    const text = [
      sql`${properties.name} ilike ${pattern}`,
      // An array, not IN (subquery): the planner can then OR the owner index with the name's trigrams.
      sql`${properties.ownerId} = any(array(select ${users.id} from ${users} where ${users.email} ilike ${pattern}))`,
      ...(codeId !== null ? [sql`${properties.id} = ${codeId}`] : []),
    ];
    where.push(sql`(${sql.join(text, sql` or `)})`);
  }
  return where;
}

type Row = {
  id: number;
  name: string | null;
  status: string;
  plan_id: number | null;
  district: string | null;
  city: string | null;
  owner_id: number;
  host_name: string;
  host_email: string;
  unit_count: number;
  changes_waiting: number;
  created_at: string;
  updated_at: string;
  sort_key: string;
};

/**
 * /admin-property-listings: every host's properties under the filters, one keyset page at a time.
 * The page walks the sort's index from the cursor (`(key, id) < (cursor key, cursor id)`), so a
 * deep page costs what the first does; rows added meanwhile never shift a page. The host comes from
 * one primary-key lookup per row of the page, the unit count from the units' property index.
 */
export async function listAdminProperties({ deps, filters }: ListAdminPropertiesOptions): Promise<AdminPropertyPage> {
  const sort = filters.sort ?? 'updated';
  const order: SortOrder = filters.order ?? (sort === 'name' ? 'asc' : 'desc');
  const limit = filters.limit ?? DEFAULT_ADMIN_PAGE_SIZE;
  const cursor = filters.cursor ? decodeAdminCursor(filters.cursor, sort, order) : null;
  const key = sortKey(sort);
  const where = otherFilters(filters);
  if (filters.status) where.push(eq(properties.status, filters.status));
  if (cursor) {
    const after = order === 'asc' ? sql`>` : sql`<`;
    where.push(sql`(${key.column}, ${properties.id}) ${after} (${key.fromCursor(cursor.key)}, ${cursor.id}::int)`);
  }
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ADMIN_PAGE_SIZE) throw new RangeError(`limit ${limit} is not 1-${MAX_ADMIN_PAGE_SIZE}`);

  // The LIMIT is written as a number, not a parameter: a plan made for any value (a generic plan,
  // which PostgreSQL may settle on for a statement it runs often) takes `limit $n` for a tenth of the
  // rows it expects and joins those to properties and users by hashing both whole tables (12 ms at
  // 100 000 properties), where 26 rows want 26 primary-key lookups (0.3 ms). It adds one statement
  // text per page size (1-100), not per value. Statements are sent unnamed, so each is planned for
  // its values: free text ('%cabana%' matches one name in eight, a host's email one row in 100 000)
  // gets the plan that suits what it matches.
  const query = sql`
      select p.id, p.name, p.status, p.plan_id, p.district, p.city, p.owner_id,
        trim(u.first_name || ' ' || u.last_name) as host_name, u.email as host_email,
        (select count(*)::int from ${accommodationUnits} au where au.property_id = p.id) as unit_count,
        /* New photos waiting for review count as one section, as the editor and the mail name them. */
        (select count(*)::int from ${propertyPendingChanges} pc where pc.property_id = p.id and pc.state = 'pending')
          + (exists (select 1 from ${listingPhotos} lp where lp.property_id = p.id and lp.waiting_for_review))::int as changes_waiting,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
        to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at,
        page.sort_key
      from (
        select ${properties.id} as id, ${key.text} as sort_key from ${properties}
        where ${where.length > 0 ? and(...where) : sql`true`}
        order by ${key.column} ${direction}, ${properties.id} ${direction}
        limit ${sql.raw(String(limit + 1))}
      ) page
      join ${properties} p on p.id = page.id
      join ${users} u on u.id = p.owner_id
      order by ${sort === 'name' ? sql`coalesce(p.name, '')` : sort === 'created' ? sql`p.created_at` : sql`p.updated_at`} ${direction}, p.id ${direction}`;

  const [rows, counts, plans] = await Promise.all([
    deps.db.execute(query),
    countByStatus(deps),
    deps.reference.get('plans'),
  ]);
  const found = rowsOf<Row>(rows);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const items = page.map((row): AdminPropertyRow => {
    const plan = row.plan_id === null ? undefined : plans.find((p) => p.id === row.plan_id);
    return {
      id: row.id,
      code: propertyCode(row.id),
      name: row.name,
      status: row.status as PropertyStatus,
      plan: plan ? { id: plan.id, name: plan.name as 'STARTER', displayName: plan.displayName } : null,
      district: row.district,
      city: row.city,
      host: { id: row.owner_id, name: row.host_name, email: row.host_email },
      unitCount: Number(row.unit_count),
      changesWaiting: Number(row.changes_waiting),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
  return {
    items,
    nextCursor: found.length > limit && last ? encodeAdminCursor({ sort, order, key: last.sort_key, id: last.id }) : null,
    counts,
  };
}

/** How many properties each status holds (the triggers of migration 0015 keep the six rows). */
async function countByStatus(deps: Pick<AppDeps, 'db'>): Promise<AdminStatusCounts> {
  const rows = await deps.db.select().from(propertyStatusCounts);
  const counts = Object.fromEntries(PROPERTY_STATUSES.map((status) => [status, 0])) as Record<PropertyStatus, number>;
  for (const row of rows) counts[row.status as PropertyStatus] = row.count;
  return { ...counts, all: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}
