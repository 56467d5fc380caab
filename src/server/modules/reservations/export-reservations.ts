import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { writeSpreadsheet, type SpreadsheetFile, type SpreadsheetFormat } from '../../lib/spreadsheet-file';
import { listReservations, type ReservationFilters } from './list-reservations';
import type { ReservationView } from './reservation-view';
import { SHEET_COLUMNS } from './reservation-sheet';

/** A download is a working document, not a backup: past this many rows the host narrows the filter. */
export const EXPORT_ROW_LIMIT = 10_000;
const PAGE = 100;

type ExportFormat = SpreadsheetFormat;

export interface ExportReservationsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  format: ExportFormat;
  filters: Omit<ReservationFilters, 'cursor' | 'limit'>;
}

export type ExportedFile = SpreadsheetFile;

/**
 * The rows the list shows for these filters, every page of them: the list's own query walks its
 * keyset pages, so a download can never hold a row the list (and its host check) would not.
 */
async function allRows({ deps, caller, filters }: Omit<ExportReservationsOptions, 'format'>): Promise<ReservationView[]> {
  const rows: ReservationView[] = [];
  let cursor: string | undefined;
  do {
    const limit = Math.min(PAGE, EXPORT_ROW_LIMIT - rows.length);
    const page = await listReservations({ deps, caller, filters: { ...filters, cursor, limit } });
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_ROW_LIMIT);
  return rows;
}

/** /reservation-manage's download: the current filter's reservations as .xlsx or CSV. */
export async function exportReservations({ deps, caller, format, filters }: ExportReservationsOptions): Promise<ExportedFile> {
  const reservations = await allRows({ deps, caller, filters });
  return writeSpreadsheet({ format, sheet: 'Reservations', columns: SHEET_COLUMNS, items: reservations, fileStem: `reservations-${filters.group ?? 'all'}-${sriLankaToday(deps.clock())}` });
}
