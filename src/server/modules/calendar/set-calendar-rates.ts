import { and, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { unitNightRates } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { Currency } from '../../../shared/listing-property-schemas';
import { minStaySchema, nightlyPriceSchema } from '../../../shared/reservation-calendar';
import type { Queryable } from '../properties/property-access';
import { writeCalendar, type CalendarWrite } from './write-calendar';

type RateColumn = 'price' | 'minStay';

/**
 * Sets one override column for every night of [from, to) of the units, in one statement whatever the
 * range (generate_series, not a row per parameter). Null resets it; rows left with no override at
 * all are removed so "no override" has one form.
 */
async function setNightRates(tx: Queryable, unitIds: number[], from: string, to: string, column: RateColumn, value: number | null) {
  const units = sql.join(unitIds.map((id) => sql`${id}`), sql`, `);
  const target = column === 'price' ? sql`price` : sql`min_stay`;
  // A parameter in a select list has no type of its own: cast it to the column's.
  const typed = column === 'price' ? sql`${value}::numeric` : sql`${value}::int`;
  await tx.execute(sql`
    insert into unit_night_rates (unit_id, night, ${target})
    select u.id, d::date, ${typed}
    from unnest(array[${units}]::int[]) as u(id), generate_series(${from}::date, ${to}::date - 1, interval '1 day') as d
    on conflict (unit_id, night) do update set ${target} = excluded.${target}`);
  if (value === null) {
    await tx
      .delete(unitNightRates)
      .where(and(inArray(unitNightRates.unitId, unitIds), gte(unitNightRates.night, from), lt(unitNightRates.night, to), isNull(unitNightRates.price), isNull(unitNightRates.minStay)));
  }
}

function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, field: string): T {
  const result = v.safeParse(schema, value);
  if (!result.success) throw HttpError.unprocessable({ [field]: result.issues[0].message });
  return result.output;
}

/** The nightly price of the selected nights, in the property's currency (the listing's price step). */
export function setCalendarPrice(options: CalendarWrite & { body: { price: number | null } }) {
  return writeCalendar(options, async (tx, { property, units, from, to }) => {
    const currency = (property.currency ?? 'USD') as Currency;
    const price = checked(nightlyPriceSchema(currency), options.body.price, 'price');
    await setNightRates(tx, units.map((u) => u.id), from, to, 'price', price);
  });
}

/** The minimum stay of stays starting on the selected nights. */
export function setCalendarMinStay(options: CalendarWrite & { body: { minStay: number | null } }) {
  return writeCalendar(options, async (tx, { units, from, to }) => {
    const minStay = checked(minStaySchema, options.body.minStay, 'minStay');
    await setNightRates(tx, units.map((u) => u.id), from, to, 'minStay', minStay);
  });
}
