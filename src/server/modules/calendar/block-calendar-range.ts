import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { calendarBlocks, unitOccupancy } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { RESERVATION_MESSAGES as M } from '../../../shared/reservation-messages';
import { characterLength } from '../../../shared/text';
import { asOverlapConflict, describeOccupant, occupantsOf } from '../reservations/occupancy';
import { writeCalendar, type CalendarWrite } from './write-calendar';

/**
 * Closes [from, to) of the units. Host blocks that overlap or touch the range merge with it into
 * one block (so blocking twice, or next to a block, leaves one tidy block). A reservation or an
 * imported block on any of the nights refuses the whole write with 409 naming it.
 */
export async function blockCalendarRange(options: CalendarWrite & { body: { note?: string | null } }) {
  const note = options.body.note?.trim() || null;
  if (note && characterLength(note) > 200) throw HttpError.unprocessable({ note: M.noteTooLong });
  try {
    return await writeCalendar(options, async (tx, { units, from, to, now }) => {
      for (const unit of units) {
        const hostBlocks = await tx
          .select()
          .from(calendarBlocks)
          .where(and(eq(calendarBlocks.unitId, unit.id), eq(calendarBlocks.source, 'host'), lte(calendarBlocks.startsOn, to), gte(calendarBlocks.endsOn, from)));
        const mergedIds = new Set(hostBlocks.map((block) => block.id));
        const inTheWay = (await occupantsOf(tx, unit.id, from, to)).filter((o) => o.reservationCode !== null || o.blockSource === 'import');
        if (inTheWay.length > 0) throw new HttpError(409, `Nothing was blocked: ${describeOccupant(unit.name, inTheWay[0])}`);
        const startsOn = [from, ...hostBlocks.map((b) => b.startsOn)].sort()[0];
        const endsOn = [to, ...hostBlocks.map((b) => b.endsOn)].sort().at(-1)!;
        if (mergedIds.size > 0) await tx.delete(calendarBlocks).where(inArray(calendarBlocks.id, [...mergedIds]));
        const [block] = await tx
          .insert(calendarBlocks)
          .values({ unitId: unit.id, startsOn, endsOn, source: 'host', note: note ?? hostBlocks.find((b) => b.note)?.note ?? null, createdBy: options.caller.id, createdAt: now })
          .returning({ id: calendarBlocks.id });
        await tx.insert(unitOccupancy).values({ unitId: unit.id, startsOn, endsOn, blockId: block.id });
      }
    });
  } catch (error) {
    throw asOverlapConflict(error);
  }
}
