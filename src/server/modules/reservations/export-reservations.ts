import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../rules/reservation-dates';
import { csvText } from './csv-text';
import { listReservations, type ReservationFilters } from './list-reservations';
import type { ReservationView } from './reservation-view';
import { SHEET_COLUMNS, sheetHeader, sheetRow } from './reservation-sheet';

/** A download is a working document, not a backup: past this many rows the host narrows the filter. */
export const EXPORT_ROW_LIMIT = 10_000;
const PAGE = 100;

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportReservationsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  format: ExportFormat;
  filters: Omit<ReservationFilters, 'cursor' | 'limit'>;
}

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

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

function workbook(reservations: ReservationView[]): Promise<Buffer> {
  const header = sheetHeader().map((title) => ({ value: title, fontWeight: 'bold' as const }));
  // Text is written as text cells, never as formulas, whatever it starts with.
  const body = reservations.map((reservation) =>
    sheetRow(reservation).map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String })),
  );
  return writeExcelFile([header, ...body] as SheetData, { sheet: 'Reservations', stickyRowsCount: 1, columns: SHEET_COLUMNS.map(({ width }) => ({ width })) }).toBuffer();
}

/** /reservation-manage's download: the current filter's reservations as .xlsx or CSV. */
export async function exportReservations({ deps, caller, format, filters }: ExportReservationsOptions): Promise<ExportedFile> {
  const reservations = await allRows({ deps, caller, filters });
  const body = format === 'xlsx' ? await workbook(reservations) : Buffer.from(csvText([sheetHeader(), ...reservations.map(sheetRow)]), 'utf8');
  const fileName = `reservations-${filters.group ?? 'all'}-${sriLankaToday(deps.clock())}.${format}`;
  return { body, contentType: CONTENT_TYPES[format], fileName };
}
