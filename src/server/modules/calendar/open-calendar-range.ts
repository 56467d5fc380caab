import { and, eq, gt, lt } from 'drizzle-orm';
import { calendarBlocks, unitOccupancy } from '../../db/schema/index';
import { writeCalendar, type CalendarWrite } from './write-calendar';

/**
 * Reopens [from, to) of the units: host blocks lose those nights (removed, shortened, or split in
 * two when the range is inside one). Changing a block's dates carries over to its occupancy row by
 * the composite foreign key (ON UPDATE CASCADE). Reservations and imported blocks are left alone.
 */
export function openCalendarRange(options: CalendarWrite) {
  return writeCalendar(options, async (tx, { units, from, to, now }) => {
    for (const unit of units) {
      const blocks = await tx
        .select()
        .from(calendarBlocks)
        .where(and(eq(calendarBlocks.unitId, unit.id), eq(calendarBlocks.source, 'host'), lt(calendarBlocks.startsOn, to), gt(calendarBlocks.endsOn, from)));
      for (const block of blocks) {
        const keepsBefore = block.startsOn < from;
        const keepsAfter = block.endsOn > to;
        if (!keepsBefore && !keepsAfter) {
          await tx.delete(calendarBlocks).where(eq(calendarBlocks.id, block.id));
        } else if (keepsBefore) {
          await tx.update(calendarBlocks).set({ endsOn: from }).where(eq(calendarBlocks.id, block.id));
          if (keepsAfter) {
            const [rest] = await tx
              .insert(calendarBlocks)
              .values({ unitId: unit.id, startsOn: to, endsOn: block.endsOn, source: 'host', note: block.note, createdBy: block.createdBy, createdAt: now })
              .returning({ id: calendarBlocks.id });
            await tx.insert(unitOccupancy).values({ unitId: unit.id, startsOn: to, endsOn: block.endsOn, blockId: rest.id });
          }
        } else {
          await tx.update(calendarBlocks).set({ startsOn: to }).where(eq(calendarBlocks.id, block.id));
        }
      }
    }
  });
}
