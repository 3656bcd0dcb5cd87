import { createdColumn, idColumn, nameColumn, NameLink } from '../../ui/list/commonColumns';
import type { StartupScriptSummary } from '../../api/types';
import { TimeCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { exportTime } from '../../lib/exportValue';

/** The name opens the script (its content, editing); the list itself carries no content, as the spec says. */
export const SCRIPT_COLUMNS: Column<StartupScriptSummary, 'name' | 'created' | 'updated'>[] = [
  nameColumn((script) => <NameLink to={encodeURIComponent(script.id)} name={script.name} />, {
    skeleton: 'w-32',
    value: (script) => script.name,
  }),
  { ...createdColumn((script: StartupScriptSummary) => script.created), hideBelow: 'xl' },
  {
    key: 'updated',
    hideBelow: 'md',
    header: 'Updated',
    sortKey: 'updated',
    width: 'w-[10.25rem]',
    skeleton: 'w-28',
    cell: (script) => <TimeCell value={script.updated} />,
    value: (script) => exportTime(script.updated),
  },
  idColumn(
    (script) => script.id,
    (script) => script.name,
  ),
];
