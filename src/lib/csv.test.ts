import { describe, expect, it } from 'vitest';
import { csvField, csvSeparator, csvText, inertText, UTF8_BOM } from './csv';
import { parseCsv } from '../test/parseCsv';
import { ALL_PAYLOADS, longText } from '../emulator/fixtures/payloads';

describe('inertText', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1+1', '＋1', '－1', '＠SUM(A1)'])(
    'puts a quote before %j, which a spreadsheet would run',
    (text) => {
      expect(inertText(text)).toBe(`'${text}`);
    },
  );

  it.each(['web-1', '1+1', 'a=b', ' =1', '', '10.0.0.0/24', '\u202E=1'])('leaves %j as it is', (text) => {
    expect(inertText(text)).toBe(text);
  });
});

describe('csvSeparator', () => {
  it('is a comma where the decimal sign is a point, a semicolon where it is a comma', () => {
    expect(csvSeparator('en-US')).toBe(',');
    expect(csvSeparator('en-GB')).toBe(',');
    expect(csvSeparator('de-DE')).toBe(';');
    expect(csvSeparator('fr-FR')).toBe(';');
  });
});

describe('csvField', () => {
  it('quotes a field with the separator, a quote or a line break, and doubles its quotes', () => {
    expect(csvField('plain', ',')).toBe('plain');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo', ',')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo', ',')).toBe('"one\r\ntwo"');
    expect(csvField(' padded ', ',')).toBe('" padded "');
  });
});

describe('csvText', () => {
  it('starts with the byte order mark and ends every record with CRLF', () => {
    expect(
      csvText(
        [
          ['a', 'b'],
          ['1', '2'],
        ],
        ',',
      ),
    ).toBe(`${UTF8_BOM}a,b\r\n1,2\r\n`);
  });

  it('carries markup, emoji, right-to-left overrides and 10,000 characters exactly', () => {
    const texts = [...ALL_PAYLOADS, longText('name'), 'multi\r\nline "quoted", text;', '👩‍👩‍👧 ünïcødé'];
    const text = csvText(
      texts.map((value) => [value, 'x']),
      ',',
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(parseCsv(text.slice(UTF8_BOM.length), ',')).toEqual(texts.map((value) => [value, 'x']));
  });
});
