import { useId, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isApiError, isOperationAbsent } from '../../api/errors/errors';
import { useBucketsInTab, useOpenedObjectStorageService } from '../../api/resources/objectStorage';
import type { AccessKey, ObjectStorageService } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { ErrorState, retryState } from '../../ui/feedback/ErrorState';
import { InfoIcon, PlusIcon } from '../../ui/icons';
import { CopyableText, TextCell, TimeCell } from '../../ui/list/cells';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { Skeleton } from '../../ui/feedback/Skeleton';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { useHighlight } from '../../ui/hooks/useHighlight';
import { Breadcrumb } from '../../ui/page/Breadcrumb';
import { CreateBucketDialog } from './CreateBucketDialog';
import { NewBucketKeysDialog } from './NewBucketKeysDialog';
import { OpenBucketForm } from './OpenBucketForm';
import { storagePath } from './paths';
import { RememberedList } from './RememberedList';
import { recurringChargeText, serviceUsage, statusLabel, statusTone } from './serviceRows';
import { UsageMeter } from './UsageMeter';
import { formatBytes } from '../../lib/format';

export function ServicePage() {
  const { teamId = '', serviceId = '' } = useParams();
  const service = useOpenedObjectStorageService(teamId, serviceId);
  const absent = useOperationAbsent('objectStorage.services') || isOperationAbsent(service.error);
  const notFound = !absent && isApiError(service.error) && service.error.status === 404;
  usePageTitle(service.data ? isolatedText(service.data.name) : 'Object storage service');

  const title = service.data?.name ?? (absent || notFound ? 'Object storage service' : undefined);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5">
      <Breadcrumb
        items={[
          { label: 'Object storage', to: storagePath(teamId) },
          { label: service.data?.name ?? serviceId, mono: !service.data },
        ]}
      />
      {title === undefined ? (
        <div className="flex h-[calc(1.75rem+1.25rem)] flex-col justify-center gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="w-72" />
        </div>
      ) : (
        <PageHeader
          title={title}
          description={
            absent
              ? 'This server does not describe services, so only what this page knows is shown.'
              : 'S3-compatible object storage.'
          }
          actions={service.data ? <CopyJsonButton answer={service.data} noun="Object storage service" /> : null}
        />
      )}
      {notFound ? (
        <div className="rounded-lg border border-line bg-surface-raised">
          <ErrorState title="No such service in this team" {...retryState(service)}>
            <p className="font-mono text-xs text-fg-subtle">{serviceId}</p>
          </ErrorState>
        </div>
      ) : (
        <>
          <ServiceDetails service={service} serviceId={serviceId} absent={absent} />
          <BucketsSection teamId={teamId} serviceId={serviceId} />
        </>
      )}
    </div>
  );
}

function ServiceDetails({
  service,
  serviceId,
  absent,
}: {
  service: ReturnType<typeof useOpenedObjectStorageService>;
  serviceId: string;
  absent: boolean;
}) {
  if (service.isError && !absent) {
    return (
      <div className="rounded-lg border border-line bg-surface-raised">
        <ErrorState title="The service could not be loaded" {...retryState(service)} />
      </div>
    );
  }
  const s = service.data;
  const rows: [string, ReactNode][] = absent
    ? [['ID', <CopyableText key="id" value={serviceId} copyLabel="Copy service ID" />]]
    : detailRows(s, serviceId);
  return (
    <section aria-label="Service details" className="rounded-lg border border-line bg-surface-raised px-4 py-3">
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2.5 text-[13px] md:grid-cols-[8rem_minmax(0,1fr)_8rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-fg-subtle">{term}</dt>
            <dd className="flex min-h-5 min-w-0 items-center text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {absent ? (
        <p className="mt-3 flex items-center gap-2 text-xs text-fg-subtle">
          <InfoIcon className="size-3.5 shrink-0" />
          Name, location, endpoint, capacity and renewal date are not available from this server.
        </p>
      ) : null}
    </section>
  );
}

function detailRows(s: ObjectStorageService | undefined, serviceId: string): [string, ReactNode][] {
  const pending = (width: string) => <Skeleton className={width} />;
  const usage = s ? serviceUsage(s) : null;
  // Shown only when the server sends them: the service's read carries them, the list does not.
  const extra: [string, ReactNode][] = [];
  if (usage?.recurringAmount != null)
    extra.push([
      'Recurring charge',
      <span className="tabular-nums">{recurringChargeText(usage.recurringAmount)}</span>,
    ]);
  if (usage?.downloadBytes != null)
    extra.push(['Downloaded', <span className="tabular-nums">{formatBytes(usage.downloadBytes)}</span>]);
  if (usage?.uploadBytes != null)
    extra.push(['Uploaded', <span className="tabular-nums">{formatBytes(usage.uploadBytes)}</span>]);
  return [
    ['Status', s ? <Badge tone={statusTone(s.status)}>{statusLabel(s.status)}</Badge> : pending('w-14')],
    ['Location', s ? <TextCell text={s.location} /> : pending('w-24')],
    ['Region', s ? <TextCell text={s.region} className="font-mono text-xs" /> : pending('w-20')],
    ['S3 endpoint', s ? <CopyableText value={s.endpoint} copyLabel="Copy S3 endpoint" /> : pending('w-48')],
    ['Used', s ? <UsageMeter service={s} className="text-[13px]" /> : pending('w-40')],
    ['Renews', s ? <TimeCell value={s.renewal_date} /> : pending('w-32')],
    ['Created', s ? <TimeCell value={s.created_at} /> : pending('w-32')],
    ...extra,
    ['ID', <CopyableText key="id" value={s?.id ?? serviceId} copyLabel="Copy service ID" />],
  ];
}

function BucketsSection({ teamId, serviceId }: { teamId: string; serviceId: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const buckets = useBucketsInTab(teamId, serviceId);
  const [creating, setCreating] = useState(false);
  // The new bucket's keys live only here, only while their dialog is open.
  const [created, setCreated] = useState<{ bucket: string; keys: AccessKey[] } | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [highlight, setHighlight] = useHighlight();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3 pt-2">
        <div>
          <h2 id={headingId} className="text-[15px] font-semibold text-fg">
            Buckets
          </h2>
          <p className="mt-0.5 text-[13px] text-fg-muted">
            The API does not list buckets: those created or opened in this browser tab are kept here (names only, never
            keys).
          </p>
        </div>
        <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={() => setCreating(true)}>
          Create bucket
        </Button>
      </div>
      <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
        <RememberedList
          title="Buckets in this browser tab"
          items={buckets.items.map((name) => ({ key: name, label: name, to: storagePath(teamId, serviceId, name) }))}
          empty="None yet. Create a bucket, or open one by name."
          onForget={buckets.forget}
          forgetLabel={(name) => `Forget bucket ${name}`}
          highlight={highlight}
        />
        <div>
          <OpenBucketForm onOpen={(name) => void navigate(storagePath(teamId, serviceId, name))} />
        </div>
      </div>

      <CreateBucketDialog
        teamId={teamId}
        serviceId={serviceId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(bucket, keys) => {
          setCreating(false);
          setCreated({ bucket, keys });
        }}
      />
      {/* Siblings, not nested: each native dialog handles its own Escape. */}
      <NewBucketKeysDialog
        bucket={created?.bucket ?? ''}
        keys={created?.keys ?? null}
        onRequestClose={() => setConfirmingClose(true)}
      />
      <ConfirmDialog
        open={confirmingClose}
        onClose={() => setConfirmingClose(false)}
        title="Have you stored the secret key?"
        confirmLabel="Yes, close"
        localOnly
        onConfirm={() => {
          const bucket = created?.bucket ?? null;
          setConfirmingClose(false);
          setCreated(null);
          setHighlight(bucket);
          if (bucket) toast.show(`Bucket “${isolatedText(bucket)}” created.`);
        }}
      >
        This window will not be shown again. Copy the secret key first if you have not.
      </ConfirmDialog>
    </section>
  );
}
