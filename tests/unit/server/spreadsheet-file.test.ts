import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { writeSpreadsheet, type SpreadsheetColumn } from '../../../src/server/lib/spreadsheet-file';

type Line = { label: string; money: number };
const columns: SpreadsheetColumn<Line>[] = [
  { title: 'Label', value: (l) => l.label, width: 10 },
  { title: 'Money', value: (l) => l.money, width: 10 },
];
const items: Line[] = [
  { label: '-1500', money: -1500 },
  { label: 'refund', money: -12.5 },
];

describe('spreadsheet downloads: numbers stay numbers, text is neutralised by column type', () => {
  it('writes a negative amount in a number column as a number in CSV, and the same digits typed as text get an apostrophe', async () => {
    const file = await writeSpreadsheet({ format: 'csv', sheet: 'Test', columns, items, fileStem: 'test' });
    const rows = parse(file.body.toString('utf8'), { bom: true, columns: true, cast: true }) as Record<string, unknown>[];
    expect(rows.map((r) => r.Money)).toEqual([-1500, -12.5]);
    expect(rows.map((r) => r.Label)).toEqual(["'-1500", 'refund']);
  });

  it('writes the same negative amounts as number cells in the .xlsx', async () => {
    const file = await writeSpreadsheet({ format: 'xlsx', sheet: 'Test', columns, items, fileStem: 'test' });
    const rows = await readSheet(file.body);
    expect(rows.slice(1)).toEqual([
      ['-1500', -1500],
      ['refund', -12.5],
    ]);
  });
});
