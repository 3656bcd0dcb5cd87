import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderInApp } from '../../test/renderInApp';
import { parseCsv } from '../../test/parseCsv';
import { exportTime } from '../../lib/exportValue';
import type { Column } from './DataTable';
import { ExportMenu } from './ExportMenu';

interface Row {
  id: string;
  name: string;
  created: string;
}

const COLUMNS: Column<Row, 'name'>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name, value: (row) => row.name },
  {
    key: 'created',
    header: 'Created',
    hideBelow: 'xl',
    cell: (row) => row.created,
    value: (r) => exportTime(r.created),
  },
  { key: 'menu', header: 'Actions', cell: () => null },
];
const ROWS: Row[] = [
  { id: '1', name: '=cmd', created: '2026-01-02T03:04:05Z' },
  { id: '2', name: 'web-1', created: '2026-01-03T03:04:05Z' },
];
const NOUN = { one: 'server', other: 'servers' };

let saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ blob, name: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderMenu = () =>
  renderInApp(
    <Routes>
      <Route path="/teams/:teamId/servers" element={<ExportMenu noun={NOUN} rows={ROWS} columns={COLUMNS} />} />
    </Routes>,
    { at: '/teams/team-7/servers' },
  );

describe('ExportMenu', () => {
  it('writes the rows as CSV with the columns that export a value, every one of them, and says so', async () => {
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Export servers' }));
    await user.click(screen.getByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = saved[0]!;
    expect(file.name).toMatch(/^servers-team-7-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const records = parseCsv((await file.blob.text()).replace(/^\uFEFF/, ''), ',');
    expect(records.map((record) => record[0])).toEqual(['Name', "'=cmd", 'web-1']);
    expect(records[0]).toEqual(['Name', 'Created']);
    expect(await screen.findByText('2 servers exported as CSV.')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });

  it('writes JSON of the raw values, by keyboard', async () => {
    const user = renderMenu();
    screen.getByRole('button', { name: 'Export servers' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual([
      { name: '=cmd', created: '2026-01-02T03:04:05Z' },
      { name: 'web-1', created: '2026-01-03T03:04:05Z' },
    ]);
  });
});
