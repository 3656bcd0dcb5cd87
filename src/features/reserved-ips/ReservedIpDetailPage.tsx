import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities';
import { isApiError } from '../../api/errors';
import { useReservedIp } from '../../api/reservedIps';
import { formatMoney, formatMonths } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { LinkIcon, PencilIcon, TrashIcon, XIcon } from '../../ui/icons';
import { CopyableText, TimeCell } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toasts';
import { usePageTitle } from '../../ui/usePageTitle';
import {
  BackLink,
  DetailItem,
  DetailList,
  DetailListSkeleton,
  linkClasses,
  InlineValue,
  isolatedText,
} from '../../ui/detail';
import { AttachReservedIpDialog } from './AttachReservedIpDialog';
import { DeleteReservedIpDialog, DetachReservedIpDialog } from './ReleaseDialogs';
import { RenameReservedIpDialog } from './RenameReservedIpDialog';
import { ReservedIpStatus } from './ReservedIpStatus';
import { recurringText } from './reservedIpRows';
import { paths } from '../../lib/paths';

type Open = 'rename' | 'attach' | 'detach' | 'delete' | null;

export function ReservedIpDetailPage() {
  const { teamId = '', reservedIpId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const reservedIp = useReservedIp(teamId, reservedIpId);
  const updateAbsent = useOperationAbsent('reservedIps.update');
  const [open, setOpen] = useState<Open>(null);
  usePageTitle(reservedIp.data ? `${reservedIp.data.ip_addr} · Reserved IPs` : 'Reserved IP');

  const listPath = paths.reservedIps(teamId);
  const back = <BackLink to={listPath}>Reserved IPs</BackLink>;

  if (reservedIp.isPending) {
    return (
      <div className="flex flex-col gap-4 px-6 py-5" aria-busy="true">
        {back}
        <h1 className="sr-only">Loading reserved IP</h1>
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3 w-64" />
        </div>
        <DetailListSkeleton rows={10} />
      </div>
    );
  }
  if (reservedIp.isError) {
    const notFound = isApiError(reservedIp.error) && reservedIp.error.status === 404;
    return (
      <div className="flex flex-col gap-4 px-6 py-5">
        {back}
        <h1 className="text-lg font-semibold tracking-tight text-fg">
          {notFound ? 'Reserved IP not found' : 'Reserved IP'}
        </h1>
        <ErrorState
          title={notFound ? 'This reserved IP does not exist in this team' : 'The reserved IP could not be loaded'}
          error={reservedIp.error}
          onRetry={notFound ? undefined : () => void reservedIp.refetch()}
          retrying={reservedIp.isFetching}
          className="rounded-lg border border-line bg-surface-raised"
        />
      </div>
    );
  }

  const data = reservedIp.data;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col gap-4 px-6 py-5">
      {back}
      <PageHeader
        title={
          <span className="flex items-center gap-2.5">
            <span className="truncate" title={data.name}>
              {data.name}
            </span>
            <ReservedIpStatus reservedIp={data} />
          </span>
        }
        description={
          <>
            <span className="font-mono text-fg">{data.ip_addr}</span> · <InlineValue>{data.location}</InlineValue>
          </>
        }
        actions={
          <>
            {updateAbsent ? null : (
              <>
                <Button icon={<PencilIcon className="size-3.5" />} onClick={() => setOpen('rename')}>
                  Rename
                </Button>
                {data.attachment ? (
                  <Button icon={<XIcon className="size-3.5" />} onClick={() => setOpen('detach')}>
                    Detach
                  </Button>
                ) : (
                  <Button icon={<LinkIcon className="size-3.5" />} onClick={() => setOpen('attach')}>
                    Attach to VM
                  </Button>
                )}
              </>
            )}
            <Button
              icon={<TrashIcon className="size-3.5" />}
              onClick={() => setOpen('delete')}
              className="hover:text-danger-text"
            >
              Delete
            </Button>
          </>
        }
      />

      <DetailList label="Reserved IP details">
        <DetailItem term="Address">
          <CopyableText
            value={data.ip_addr}
            copyLabel="Copy address"
            className="[&>span]:text-[13px] [&>span]:text-fg"
          />
        </DetailItem>
        <DetailItem term="Location">{data.location}</DetailItem>
        <DetailItem term="Status">
          <ReservedIpStatus reservedIp={data} />
        </DetailItem>
        <DetailItem term="Attached to">
          {data.attachment ? (
            <Link to={paths.vm(teamId, data.attachment.id)} className={linkClasses}>
              {data.attachment.name}
            </Link>
          ) : (
            <span className="text-fg-subtle">Not attached</span>
          )}
        </DetailItem>
        {data.status === 'suspended' ? (
          <DetailItem term="Suspension reason" wide>
            {data.suspension_reason || <span className="text-fg-subtle">No reason given</span>}
          </DetailItem>
        ) : null}
        <DetailItem term="Price">{recurringText(data)}</DetailItem>
        <DetailItem term="Billing cycle">{formatMonths(data.billing_cycle)}</DetailItem>
        <DetailItem term="Next renewal">
          <TimeCell value={data.renewal_date} />
        </DetailItem>
        <DetailItem term="Last renewal">
          <TimeCell value={data.last_renewal} />
        </DetailItem>
        <DetailItem term="Total billed">
          <span className="tabular-nums">{formatMoney(data.total_billed, data.currency)}</span>
        </DetailItem>
        <DetailItem term="ID">
          <CopyableText value={data.id} copyLabel={`Copy ID of ${data.name}`} />
        </DetailItem>
      </DetailList>

      <RenameReservedIpDialog
        teamId={teamId}
        reservedIp={open === 'rename' ? data : null}
        onClose={close}
        onSaved={(name) => {
          close();
          toast.show(`Reserved IP renamed to “${isolatedText(name)}”.`);
        }}
      />
      <AttachReservedIpDialog
        teamId={teamId}
        reservedIp={open === 'attach' ? data : null}
        onClose={close}
        onAttached={() => {
          close();
          toast.show(`${data.ip_addr} attached.`);
        }}
      />
      <DetachReservedIpDialog
        teamId={teamId}
        reservedIp={open === 'detach' ? data : null}
        onClose={close}
        onDetached={() => {
          close();
          toast.show(`${data.ip_addr} detached from ${isolatedText(data.attachment?.name ?? 'its VM')}.`);
        }}
      />
      <DeleteReservedIpDialog
        teamId={teamId}
        reservedIp={open === 'delete' ? data : null}
        onClose={close}
        onDeleted={() => {
          close();
          toast.show(`Reserved IP ${data.ip_addr} released.`);
          void navigate(listPath);
        }}
      />
    </div>
  );
}
