import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv, tableJson, type ExportColumn } from './tableExport';
import { exportTime } from './exportValue';
import { UTF8_BOM } from './csv';
import { parseCsv } from '../test/parseCsv';
import { hostileText } from '../emulator/fixtures/payloads';

interface Item {
  name: string;
  count: number;
  ratio: number;
  created: string | null;
  shared: boolean;
}

const COLUMNS: ExportColumn<Item>[] = [
  { key: 'name', header: 'Name', value: (item) => item.name },
  { key: 'count', header: 'Count', value: (item) => item.count },
  { key: 'ratio', header: 'Ratio', value: (item) => item.ratio },
  { key: 'created', header: 'Created', value: (item) => exportTime(item.created) },
  { key: 'shared', header: 'Shared', value: (item) => item.shared },
];

const ITEMS: Item[] = [
  { name: 'web-1', count: 12345, ratio: 1.5, created: '2026-03-04T05:06:07Z', shared: true },
  { name: '=HYPERLINK("http://x","y")', count: -2, ratio: -0.25, created: null, shared: false },
];

const rowsOf = (csv: string, separator: string) => {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return parseCsv(csv.slice(UTF8_BOM.length), separator);
};

describe('tableCsv', () => {
  it('writes headers and rows, numbers and times in an English locale, with commas', () => {
    const csv = tableCsv(COLUMNS, ITEMS, { locale: 'en-US', timeZone: 'UTC' });
    expect(rowsOf(csv, ',')).toEqual([
      ['Name', 'Count', 'Ratio', 'Created', 'Shared'],
      ['web-1', '12345', '1.5', '03/04/2026 05:06:07 AM', 'yes'],
      [`'=HYPERLINK("http://x","y")`, '-2', '-0.25', '', 'no'],
    ]);
  });

  it('uses the decimal comma and semicolons in German, and its date order', () => {
    const csv = tableCsv(COLUMNS, ITEMS, { locale: 'de-DE', timeZone: 'UTC' });
    expect(csv.split('\r\n')[1]).toBe('web-1;12345;1,5;04.03.2026 05:06:07;yes');
    expect(rowsOf(csv, ';')[2]).toEqual([`'=HYPERLINK("http://x","y")`, '-2', '-0,25', '', 'no']);
  });

  it('keeps the console’s own negative numbers numbers, and makes text that looks like one inert', () => {
    const columns: ExportColumn<Item>[] = [{ key: 'name', header: 'Name', value: (item) => item.name }];
    const csv = tableCsv(columns, [{ ...ITEMS[0]!, name: '-2' }], { locale: 'en-US' });
    expect(rowsOf(csv, ',')[1]).toEqual(["'-2"]);
  });

  it('writes hostile server text exactly', () => {
    const name = hostileText('name', 10_000);
    const csv = tableCsv(COLUMNS.slice(0, 1), [{ ...ITEMS[0]!, name }], { locale: 'en-US' });
    expect(rowsOf(csv, ',')[1]).toEqual([name]);
  });

  it('writes a time it cannot read as it came', () => {
    const csv = tableCsv(COLUMNS.slice(3, 4), [{ ...ITEMS[0]!, created: 'soon' }], { locale: 'en-US' });
    expect(rowsOf(csv, ',')[1]).toEqual(['soon']);
  });
});

describe('tableJson', () => {
  it('writes an array of objects keyed by column, with the raw values', () => {
    expect(JSON.parse(tableJson(COLUMNS, ITEMS))).toEqual([
      { name: 'web-1', count: 12345, ratio: 1.5, created: '2026-03-04T05:06:07Z', shared: true },
      { name: '=HYPERLINK("http://x","y")', count: -2, ratio: -0.25, created: null, shared: false },
    ]);
  });
});

describe('exportFileName', () => {
  it('names the list, the team and the day, in safe characters', () => {
    const day = new Date(2026, 10, 8);
    expect(exportFileName('VPCs', 'team-1', day, 'csv')).toBe('vpcs-team-1-2026-11-08.csv');
    expect(exportFileName('Firewall groups', 'A/B', day, 'json')).toBe('firewall-groups-a-b-2026-11-08.json');
  });
});

describe('a list of texts', () => {
  const columns: ExportColumn<readonly string[]>[] = [{ key: 'locations', header: 'Locations', value: (row) => row }];

  it('is joined in CSV, made inert as one text, and kept as an array in JSON', () => {
    const csv = tableCsv(
      columns,
      [
        ['AMS', 'FRA'],
        ['=1', 'x'],
      ],
      { locale: 'en-US' },
    );
    expect(rowsOf(csv, ',')).toEqual([['Locations'], ['AMS, FRA'], ["'=1, x"]]);
    expect(JSON.parse(tableJson(columns, [['AMS', 'FRA']]))).toEqual([{ locations: ['AMS', 'FRA'] }]);
  });
});
