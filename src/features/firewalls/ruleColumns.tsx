import { Link } from 'react-router-dom';
import { SPECIAL_SUBNETS } from '../../lib/firewallRule';
import { Badge } from '../../ui/values/Badge';
import { idColumn } from '../../ui/list/commonColumns';
import { type Column } from '../../ui/list/DataTable';
import type { RuleRow, RuleSortKey, RulesTableRow } from './ruleRows';
import { paths } from '../../lib/paths';

/** How a row's buttons name it: "TCP 22 from 198.51.100.0/28". */
export function ruleLabel(row: RuleRow): string {
  return `${row.protocol} ${row.port === 'All' ? 'all ports' : row.port} from ${row.source}`;
}

const RULE_ID_COLUMN = idColumn((row: RuleRow) => row.rule.id, ruleLabel);

function SourceCell({ row, teamId }: { row: RuleRow; teamId: string }) {
  if (row.sourceKind === 'list' && row.listId) {
    return (
      <Link
        to={paths.ipList(teamId, row.listId)}
        className="block truncate font-mono text-xs text-accent-text hover:underline"
        title={row.source}
      >
        {row.source}
      </Link>
    );
  }
  if (row.sourceKind === 'provider') {
    const special = SPECIAL_SUBNETS.find((candidate) => candidate.value === row.rule.subnet);
    return (
      <div className="truncate" title={row.source}>
        <span className="font-mono text-xs text-fg">{row.rule.subnet}</span>
        {special ? <span className="ml-1.5 text-xs text-fg-subtle">{special.description}</span> : null}
      </div>
    );
  }
  return (
    <div className="truncate font-mono text-xs text-fg" title={row.source}>
      {row.source}
    </div>
  );
}

export function ruleColumns(teamId: string): Column<RulesTableRow, RuleSortKey>[] {
  return [
    {
      key: 'action',
      header: 'Action',
      width: 'w-[5rem]',
      skeleton: 'w-10',
      cell: (row) => (row.kind === 'drop' ? <Badge tone="danger">Drop</Badge> : <Badge tone="success">Allow</Badge>),
      value: (row) => (row.kind === 'drop' ? 'drop' : 'allow'),
    },
    {
      key: 'ip',
      hideBelow: 'xl',
      header: 'Version',
      width: 'w-[5rem]',
      skeleton: 'w-10',
      cell: (row) => (
        <span className="text-fg-muted">
          {(row.kind === 'drop' ? row.drop.ipType : row.ipType) === 'v4' ? 'IPv4' : 'IPv6'}
        </span>
      ),
      value: (row) => (row.kind === 'drop' ? row.drop.ipType : row.ipType),
    },
    {
      key: 'protocol',
      header: 'Protocol',
      sortKey: 'protocol',
      width: 'w-[6rem]',
      skeleton: 'w-10',
      cell: (row) => (row.kind === 'drop' ? <span className="text-fg-muted">All</span> : row.protocol),
      value: (row) => (row.kind === 'drop' ? 'All' : row.protocol),
    },
    {
      key: 'port',
      header: 'Port',
      sortKey: 'port',
      width: 'w-[7rem]',
      skeleton: 'w-12',
      className: 'font-mono text-xs',
      cell: (row) => (row.kind === 'drop' ? <span className="text-fg-muted">All</span> : row.port),
      value: (row) => (row.kind === 'drop' ? 'All' : row.port),
    },
    {
      key: 'source',
      header: 'Source',
      sortKey: 'source',
      // Narrower below xl, where the row's three actions take the room.
      width: 'w-[12.5rem] xl:w-[15rem]',
      className: 'max-w-0',
      skeleton: 'w-36',
      cell: (row) =>
        row.kind === 'drop' ? (
          <span className="font-mono text-xs text-fg-muted">{row.drop.source}</span>
        ) : (
          <SourceCell row={row} teamId={teamId} />
        ),
      value: (row) => (row.kind === 'drop' ? row.drop.source : row.source),
    },
    {
      key: 'desc',
      hideBelow: 'xl',
      header: 'Description',
      sortKey: 'desc',
      className: 'max-w-0',
      skeleton: 'w-40',
      cell: (row) =>
        row.kind === 'drop' ? (
          <div className="truncate text-fg-muted" title={row.drop.desc}>
            {row.drop.desc}
          </div>
        ) : row.rule.desc ? (
          <div className="truncate" title={row.rule.desc}>
            {row.rule.desc}
          </div>
        ) : (
          <span className="text-fg-subtle">—</span>
        ),
      value: (row) => (row.kind === 'drop' ? row.drop.desc : row.rule.desc || null),
    },
    {
      ...RULE_ID_COLUMN,
      cell: (row) =>
        row.kind === 'drop' ? <span className="text-xs text-fg-subtle">Permanent</span> : RULE_ID_COLUMN.cell(row),
      value: (row) => (row.kind === 'drop' ? null : row.rule.id),
    },
  ];
}
