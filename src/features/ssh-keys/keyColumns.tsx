import { createdColumn, idColumn, nameColumn } from '../../ui/list/commonColumns';
import { CopyableText, NameWithSummary } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { keySummary, type SshKeyRow } from './keyRows';

/** The fingerprint gets the width it needs to be read whole; names take what is left. */
export const SSH_KEY_COLUMNS: Column<SshKeyRow, 'name' | 'created'>[] = [
  nameColumn(
    (row) => (
      <NameWithSummary
        name={<span className="font-medium">{row.key.name}</span>}
        title={row.key.name}
        summary={keySummary(row.info)}
      />
    ),
    { skeleton: 'w-32', value: ({ key }) => key.name },
  ),
  {
    key: 'type',
    hideBelow: 'md',
    header: 'Type',
    width: 'w-[6rem]',
    className: 'whitespace-nowrap',
    skeleton: 'w-16',
    cell: ({ info }) => (
      <>
        <span className="text-fg">{info.typeLabel}</span>
        {info.bits !== undefined ? (
          <span className="ml-1.5 text-xs text-fg-subtle tabular-nums">{info.bits}</span>
        ) : null}
      </>
    ),
    value: ({ info }) => (info.bits === undefined ? info.typeLabel : `${info.typeLabel} ${info.bits}`),
  },
  {
    key: 'fingerprint',
    hideBelow: 'md',
    header: 'Fingerprint',
    width: 'w-[26rem]',
    className: 'max-w-0',
    skeleton: 'w-72',
    cell: ({ key, info }) =>
      info.fingerprint ? (
        <CopyableText value={info.fingerprint} copyLabel={`Copy fingerprint of ${key.name}`} revealCopy="hover" />
      ) : (
        <span className="text-xs text-fg-subtle">Unrecognised key</span>
      ),
    value: ({ info }) => info.fingerprint ?? null,
  },
  { ...createdColumn(({ key }) => key.created), hideBelow: 'xl' },
  idColumn(
    ({ key }) => key.id,
    ({ key }) => key.name,
  ),
];
