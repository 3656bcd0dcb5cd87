/**
 * Reads a CSV file as a spreadsheet would (RFC 4180: quoted fields, doubled quotes, CRLF records), so unit
 * and e2e tests can check what src/lib/csv.ts wrote field by field. Throws on text that is not CSV.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' && field === '') {
      const close = readQuoted(text, index + 1);
      field = close.value;
      index = close.next;
      const after = text[index];
      if (after !== undefined && after !== separator && after !== '\r') {
        throw new Error(`Text after a closing quote at ${index}`);
      }
      continue;
    }
    if (char === separator) {
      fields.push(field);
      field = '';
      index += 1;
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error(`A CR without LF at ${index}`);
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      index += 2;
    } else if (char === '\n' || char === '"') {
      throw new Error(`A bare ${JSON.stringify(char)} in an unquoted field at ${index}`);
    } else {
      field += char;
      index += 1;
    }
  }
  if (field !== '' || fields.length > 0) throw new Error('The last record does not end with CRLF');
  return records;
}

function readQuoted(text: string, start: number): { value: string; next: number } {
  let value = '';
  let index = start;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) throw new Error(`An unclosed quote from ${start - 1}`);
    value += text.slice(index, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      index = quote + 2;
    } else {
      return { value, next: quote + 1 };
    }
  }
}
