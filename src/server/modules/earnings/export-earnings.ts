import { writeSpreadsheet, type SpreadsheetFile, type SpreadsheetFormat } from '../../lib/spreadsheet-file';
import { EXPORT_ROW_LIMIT } from '../reservations/export-reservations';
import { EARNINGS_COLUMNS } from './earnings-sheet';
import { listEarningStays, type GetEarningsOptions } from './get-earnings';

export interface ExportEarningsOptions extends GetEarningsOptions {
  format: SpreadsheetFormat;
}

/** /earnings-manage's download: the report's stays (same rules, same order) as .xlsx or CSV. */
export async function exportEarnings({ format, ...options }: ExportEarningsOptions): Promise<SpreadsheetFile> {
  const stays = await listEarningStays(options, EXPORT_ROW_LIMIT);
  const { from, to, propertyId } = options.filters;
  return writeSpreadsheet({
    format,
    sheet: 'Earnings',
    columns: EARNINGS_COLUMNS,
    items: stays,
    fileStem: `earnings-${propertyId === undefined ? '' : `property-${propertyId}-`}${from}-to-${to}`,
  });
}
