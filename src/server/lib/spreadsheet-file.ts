import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { csvText, type CsvCell } from './csv-text';

/**
 * Downloads hosts open in a spreadsheet program (reservations, earnings): one sheet, a bold header
 * row, then one row per item, as .xlsx or as CSV. Both formats are written here once, so every
 * download gets the same protection: .xlsx text cells are text, never formulas, whatever they start
 * with; CSV text cells are guarded by csvText.
 */
export type SpreadsheetFormat = 'xlsx' | 'csv';

export interface SpreadsheetColumn<T> {
  title: string;
  value: (item: T) => string | number | null;
  width: number;
}

export interface SpreadsheetFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const SPREADSHEET_CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface WriteSpreadsheetOptions<T> {
  format: SpreadsheetFormat;
  sheet: string;
  columns: SpreadsheetColumn<T>[];
  items: T[];
  /** Without the extension: `${fileStem}.${format}`. */
  fileStem: string;
}

const cellsOf = <T>(columns: SpreadsheetColumn<T>[], item: T): CsvCell[] => columns.map((column) => column.value(item));

function workbook<T>({ sheet, columns, items }: WriteSpreadsheetOptions<T>): Promise<Buffer> {
  const header = columns.map(({ title }) => ({ value: title, fontWeight: 'bold' as const }));
  const body = items.map((item) =>
    cellsOf(columns, item).map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String })),
  );
  return writeExcelFile([header, ...body] as SheetData, { sheet, stickyRowsCount: 1, columns: columns.map(({ width }) => ({ width })) }).toBuffer();
}

export async function writeSpreadsheet<T>(options: WriteSpreadsheetOptions<T>): Promise<SpreadsheetFile> {
  const { format, columns, items } = options;
  const body =
    format === 'xlsx'
      ? await workbook(options)
      : Buffer.from(csvText([columns.map(({ title }) => title), ...items.map((item) => cellsOf(columns, item))]), 'utf8');
  return { body, contentType: SPREADSHEET_CONTENT_TYPES[format], fileName: `${options.fileStem}.${format}` };
}
