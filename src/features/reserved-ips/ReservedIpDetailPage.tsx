import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useReservedIp } from '../../api/resources/reservedIps';
import { formatMonths } from '../../lib/format';
import { Money } from '../../ui/values/Money';
import { Button } from '../../ui/controls/Button';
import { DetailFrame, DetailSkeleton, detailState } from '../../ui/page/DetailFrame';
import { LinkIcon, PencilIcon, TrashIcon, XIcon } from '../../ui/icons';
import { CopyableText } from '../../ui/list/cells';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { DetailItem, DetailList, linkClasses, InlineValue, isolatedText } from '../../ui/page/detail';
import { TimeItem, IdItem } from '../../ui/page/detailItems';
import { AttachReservedIpDialog } from './AttachReservedIpDialog';
import { DeleteReservedIpDialog, DetachReservedIpDialog } from './ReleaseDialogs';
import { RenameReservedIpDialog } from './RenameReservedIpDialog';
import { ReservedIpStatus } from './ReservedIpStatus';
import { recurringText } from './reservedIpRows';
import { ItemBreadcrumb } from '../../ui/page/Breadcrumb';
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

  const close = () => setOpen(null);
  return (
    <DetailFrame
      nav={
        <ItemBreadcrumb
          list="Reserved IPs"
          to={paths.reservedIps(teamId)}
          // Without a name, the address is its name.
          name={reservedIp.data?.name || null}
          id={reservedIp.data?.ip_addr || reservedIpId}
        />
      }
      {...detailState(reservedIp, { noun: 'reserved IP' })}
      skeleton={<DetailSkeleton rows={10} />}
    >
      {(data) => (
        <>
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
                <CopyJsonButton answer={data} noun="Reserved IP" />
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
                // The VM by its name, linking to its page; its id under it, to copy.
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link
                    to={paths.vm(teamId, data.attachment.id)}
                    className={`truncate ${linkClasses}`}
                    title={data.attachment.name}
                  >
                    <bdi>{data.attachment.name || data.attachment.id}</bdi>
                  </Link>
                  <CopyableText
                    value={data.attachment.id}
                    copyLabel={`Copy ID of ${data.attachment.name || 'the VM'}`}
                  />
                </div>
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
            <TimeItem term="Next renewal" value={data.renewal_date} />
            <TimeItem term="Last renewal" value={data.last_renewal} />
            <DetailItem term="Total billed">
              <Money amount={data.total_billed} currency={data.currency} />
            </DetailItem>
            <IdItem id={data.id} name={data.name} />
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
          <DetachReservedIpDialog teamId={teamId} target={open === 'detach' ? data : null} onClose={close} />
          <DeleteReservedIpDialog
            teamId={teamId}
            target={open === 'delete' ? data : null}
            onClose={close}
            onDone={() => void navigate(paths.reservedIps(teamId))}
          />
        </>
      )}
    </DetailFrame>
  );
}
