import { useCallback, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isApiError, isOperationAbsent } from '../../api/errors/errors';
import { useBucketAccessKeys, useObjectStorageService } from '../../api/resources/objectStorage';
import type { AccessKey } from '../../api/types';
import { s3EndpointUrl } from '../../lib/s3Config';
import { Checkbox } from '../../ui/controls/Checkbox';
import { CopyButton } from '../../ui/controls/CopyButton';
import { ErrorState, retryState } from '../../ui/feedback/ErrorState';
import { controlClasses } from '../../ui/controls/Field';
import { EyeIcon, EyeOffIcon, KeyIcon } from '../../ui/icons';
import { CopyableText } from '../../ui/list/cells';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { copyableColumn } from '../../ui/list/commonColumns';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { tableBinding } from '../../ui/list/bindings';
import { PageHeader } from '../../ui/page/PageHeader';
import { TextField } from '../../ui/controls/TextField';
import { isolatedText } from '../../ui/page/detail';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { configSnippet, MASKED_SECRET, secretIncluded } from './accessKeyConfig';
import { Breadcrumb } from '../../ui/page/Breadcrumb';
import { storagePath } from './paths';

const { spec: KEY_LIST, visible: visibleKeys } = defineListView({
  sort: { access: ['asc', sortBy.text((key: AccessKey) => key.access_key)] },
  defaultSort: 'access',
  // Only the access key is searched: the secret is never matched against what the user types.
  searchText: (key: AccessKey) => [key.access_key],
});
const NOUN = { one: 'access key', other: 'access keys' };
const SEARCH = { label: 'Search access keys', by: 'access key' };

export function BucketAccessKeysPage() {
  const { teamId = '', serviceId = '', bucketName = '' } = useParams();
  usePageTitle(`${isolatedText(bucketName)} · Access keys`);
  const keys = useBucketAccessKeys(teamId, serviceId, bucketName);
  const service = useObjectStorageService(teamId, serviceId);
  const serviceAbsent = useOperationAbsent('objectStorage.services') || isOperationAbsent(service.error);
  const notFound = isApiError(keys.error) && keys.error.status === 404 && !isOperationAbsent(keys.error);

  // Secrets shown on screen, by access key. Leaving the page forgets them.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const toggleReveal = useCallback(
    (accessKey: string) =>
      setRevealed((current) => {
        const next = new Set(current);
        if (next.has(accessKey)) next.delete(accessKey);
        else next.add(accessKey);
        return next;
      }),
    [],
  );

  const list = useListParams(KEY_LIST);
  const all = useMemo(() => keys.data ?? [], [keys.data]);
  const rows = useMemo(() => visibleKeys(all, list.params), [all, list.params]);
  const columns = useMemo(() => accessKeyColumns(revealed, toggleReveal), [revealed, toggleReveal]);

  const tableView = tableBinding(list, { columns, rows, all, noun: NOUN, ready: keys.isSuccess, search: SEARCH });

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5">
      <Breadcrumb
        items={[
          { label: 'Object storage', to: storagePath(teamId) },
          { label: service.data?.name ?? serviceId, to: storagePath(teamId, serviceId), mono: !service.data },
          { label: bucketName, mono: true },
        ]}
      />
      <PageHeader
        title={<span className="font-mono">{bucketName}</span>}
        description="Access keys of this bucket. Secrets stay hidden until you reveal them; copying does not need revealing."
      />
      {notFound ? (
        <div className="rounded-lg border border-line bg-surface-raised">
          <ErrorState title="No bucket with this name in this service" {...retryState(keys)}>
            <p className="font-mono text-xs text-fg-subtle">{bucketName}</p>
          </ErrorState>
        </div>
      ) : (
        <>
          <ListToolbar {...tableView.toolbar} />
          <div className="flex max-h-[24rem] max-w-5xl flex-col">
            <DataTable
              label="Access keys"
              columns={columns}
              getRowKey={(key) => key.access_key}
              {...tableView.table}
              // A code-less 403 (the service is not active) is explained by the error's own sentence below the title.
              {...loadState(keys, 'Access keys could not be loaded')}
              skeletonRows={1}
              empty={{
                icon: <KeyIcon className="size-5" />,
                title: 'No access keys',
                description: 'The server lists no keys for this bucket.',
              }}
              noMatch={{ description: <>No access key contains “{list.params.q}”.</>, onClear: list.clear }}
              className="min-w-[40rem]"
            />
          </div>
          {keys.isSuccess && all.length > 0 ? (
            <ClientConfig
              keys={all}
              revealed={revealed}
              endpoint={service.data?.endpoint}
              region={service.data?.region}
              serviceUnknown={serviceAbsent || service.isError}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function accessKeyColumns(
  revealed: ReadonlySet<string>,
  toggleReveal: (accessKey: string) => void,
): Column<AccessKey, 'access'>[] {
  return [
    copyableColumn({
      key: 'access',
      header: 'Access key',
      sortKey: 'access',
      width: 'w-[18rem]',
      skeleton: 'w-40',
      value: (key) => key.access_key,
      copyLabel: (key) => `Copy access key ${key.access_key}`,
    }),
    // No export value: an exported list would leave every secret in a file on disk.
    {
      key: 'secret',
      header: 'Secret key',
      className: 'max-w-0',
      skeleton: 'w-72',
      cell: (key) => (
        <SecretCell
          accessKeyId={key.access_key}
          secret={key.secret_key}
          shown={revealed.has(key.access_key)}
          onToggle={() => toggleReveal(key.access_key)}
        />
      ),
    },
  ];
}

/** Masked by default: the secret is not in the page at all until revealed. Copy works either way. */
function SecretCell({
  accessKeyId,
  secret,
  shown,
  onToggle,
}: {
  accessKeyId: string;
  secret: string;
  shown: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      {shown ? (
        <span className="truncate font-mono text-xs text-fg" title={secret}>
          {secret}
        </span>
      ) : (
        <span className="truncate font-mono text-xs tracking-wider text-fg-subtle">
          <span aria-hidden="true">{MASKED_SECRET}</span>
          <span className="sr-only">Hidden</span>
        </span>
      )}
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={shown}
        aria-label={`Reveal secret key of ${accessKeyId}`}
        title={shown ? 'Hide secret key' : 'Reveal secret key'}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-subtle hover:bg-surface-selected hover:text-fg aria-pressed:text-accent-text"
      >
        {shown ? <EyeOffIcon className="size-3.5" /> : <EyeIcon className="size-3.5" />}
      </button>
      <CopyButton value={secret} label={`Copy secret key of ${accessKeyId}`} />
    </div>
  );
}

/**
 * The S3 endpoint and an AWS CLI profile to paste. The secret goes in only when the user has
 * revealed it and ticks "Include secret key"; otherwise a placeholder stands in.
 */
function ClientConfig({
  keys,
  revealed,
  endpoint,
  region,
  serviceUnknown,
}: {
  keys: AccessKey[];
  revealed: ReadonlySet<string>;
  endpoint: string | undefined;
  region: string | undefined;
  serviceUnknown: boolean;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState(keys[0]?.access_key ?? '');
  const [includeSecret, setIncludeSecret] = useState(false);
  const [manualEndpoint, setManualEndpoint] = useState('');
  const [manualRegion, setManualRegion] = useState('');
  const key = keys.find((candidate) => candidate.access_key === chosen) ?? keys[0];
  if (!key) return null;

  const isRevealed = revealed.has(key.access_key);
  const effectiveEndpoint = endpoint ?? manualEndpoint;
  const effectiveRegion = region ?? manualRegion;
  const snippet = configSnippet({
    endpoint: effectiveEndpoint,
    region: effectiveRegion,
    accessKey: key.access_key,
    secretKey: key.secret_key,
    revealed: isRevealed,
    includeSecret,
  });
  const withSecret = secretIncluded({ revealed: isRevealed, includeSecret });

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-5xl flex-col gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3.5"
    >
      <div>
        <h2 id={headingId} className="text-sm font-medium text-fg">
          Use with an S3 client
        </h2>
        <p className="mt-0.5 text-[13px] text-fg-muted">
          An AWS CLI profile for this bucket’s key; any S3-compatible tool takes the same values.
        </p>
      </div>
      {serviceUnknown && endpoint === undefined ? (
        <div className="flex flex-wrap gap-3">
          <TextField
            label="S3 endpoint"
            description="The server does not tell it here; copy it from your provider’s panel."
            value={manualEndpoint}
            onChange={(event) => setManualEndpoint(event.target.value)}
            placeholder="https://s3.example.net"
            mono
            autoComplete="off"
            spellCheck={false}
            className="w-[26rem] max-w-full"
          />
          <TextField
            label="Region"
            description="Optional."
            value={manualRegion}
            onChange={(event) => setManualRegion(event.target.value)}
            mono
            autoComplete="off"
            spellCheck={false}
            className="w-[12rem]"
          />
        </div>
      ) : (
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-[13px]">
          <dt className="text-fg-subtle">S3 endpoint</dt>
          <dd className="min-w-0">
            {endpoint !== undefined ? (
              <CopyableText
                value={s3EndpointUrl(endpoint)}
                copyLabel="Copy S3 endpoint"
                className="[&>span]:text-[13px] [&>span]:text-fg"
              />
            ) : (
              '…'
            )}
          </dd>
          <dt className="text-fg-subtle">Region</dt>
          <dd className="min-w-0 font-mono text-xs text-fg">{region ?? '…'}</dd>
        </dl>
      )}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
        {keys.length > 1 ? (
          <label className="flex items-center gap-2 text-[13px] text-fg">
            Key
            <select
              value={key.access_key}
              onChange={(event) => setChosen(event.target.value)}
              className={controlClasses('h-8 w-auto font-mono text-xs')}
            >
              {keys.map((candidate) => (
                <option key={candidate.access_key} value={candidate.access_key}>
                  {candidate.access_key}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Checkbox
          label="Include secret key"
          description={
            isRevealed ? 'Only in the text below; it is written nowhere else.' : 'Reveal the secret key above first.'
          }
          checked={withSecret}
          disabled={!isRevealed}
          onChange={(event) => setIncludeSecret(event.target.checked)}
        />
      </div>
      {effectiveEndpoint.trim() === '' ? (
        <p className="text-xs text-fg-subtle">Enter the S3 endpoint above to complete the configuration.</p>
      ) : null}
      <div className="relative">
        <pre
          aria-label="AWS CLI configuration"
          className="overflow-x-auto rounded-md border border-line bg-surface-sunken px-3 py-2.5 pr-10 font-mono text-xs leading-5 text-fg"
        >
          {snippet}
        </pre>
        <div className="absolute top-1.5 right-1.5">
          <CopyButton value={snippet} label="Copy configuration" />
        </div>
      </div>
    </section>
  );
}
