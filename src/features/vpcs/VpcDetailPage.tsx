import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import type { VpcAttachedVm, VpcDetail } from '../../api/types';
import { useVpc } from '../../api/resources/vpcs';
import { Button } from '../../ui/controls/Button';
import { DetailFrame, DetailSkeleton, detailState } from '../../ui/page/DetailFrame';
import { InfoIcon, PencilIcon, TrashIcon } from '../../ui/icons';
import { CopyableText, TextCell } from '../../ui/list/cells';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { DeleteVpcDialog } from './DeleteVpcDialog';
import { EditVpcDialog } from './EditVpcDialog';
import { DetailItem, DetailList, linkClasses, Notice, InlineValue, isolatedText } from '../../ui/page/detail';
import { TimeItem, IdItem } from '../../ui/page/detailItems';
import { attachedVmPath, cidrOf, isSharedWithUs } from './vpcRows';
import { PowerBadge, VpcStatusBadge } from './VpcStatusBadge';
import { ItemBreadcrumb } from '../../ui/page/Breadcrumb';
import { paths } from '../../lib/paths';

const VM_NOUN = { one: 'attached VM', other: 'attached VMs' };
const NO_SORT = () => undefined;

function vmColumns(teamId: string, vpc: VpcDetail): Column<VpcAttachedVm>[] {
  const otherTeams = vpc.attached_vms.some((vm) => vm.owner_team.id !== vpc.owner_team.id);
  return [
    {
      key: 'name',
      header: 'VM',
      className: 'max-w-0',
      cell: (vm) => (
        <Link to={attachedVmPath(teamId, vm)} className={`block truncate font-medium ${linkClasses}`} title={vm.name}>
          {vm.name}
        </Link>
      ),
    },
    { key: 'power', header: 'Power', width: 'w-[7rem]', cell: (vm) => <PowerBadge status={vm.power_status} /> },
    {
      key: 'address',
      header: 'Private address',
      width: 'w-[11rem]',
      className: 'max-w-0',
      cell: (vm) => <CopyableText value={vm.address} copyLabel={`Copy address of ${vm.name}`} revealCopy="hover" />,
    },
    {
      key: 'mac',
      hideBelow: 'xl',
      header: 'MAC',
      width: 'w-[12rem]',
      className: 'max-w-0',
      cell: (vm) => <CopyableText value={vm.mac} copyLabel={`Copy MAC of ${vm.name}`} revealCopy="hover" />,
    },
    ...(otherTeams
      ? [
          {
            key: 'team',
            header: 'Team',
            width: 'w-[11rem]',
            className: 'max-w-0',
            cell: (vm: VpcAttachedVm) => <TextCell text={vm.owner_team.name} className="text-fg-muted" />,
          },
        ]
      : []),
  ];
}

export function VpcDetailPage() {
  const { teamId = '', vpcId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const vpc = useVpc(teamId, vpcId);
  const deleteAbsent = useOperationAbsent('vpcs.delete');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  usePageTitle(vpc.data ? `${isolatedText(vpc.data.name)} · VPCs` : 'VPC');

  return (
    <DetailFrame
      nav={<ItemBreadcrumb list="VPCs" to={paths.vpcs(teamId)} name={vpc.data?.name} id={vpcId} />}
      {...detailState(vpc, { noun: 'VPC' })}
      skeleton={<DetailSkeleton rows={8} />}
      errorDetails={<p className="font-mono text-xs text-fg-subtle">{vpcId}</p>}
      className="min-h-0 flex-1 gap-4"
    >
      {(data) => {
        const shared = isSharedWithUs(teamId, data);
        return (
          <>
            <PageHeader
              title={
                <span className="flex items-center gap-2.5">
                  <span className="truncate" title={data.name}>
                    {data.name}
                  </span>
                  <VpcStatusBadge status={data.status} />
                </span>
              }
              description={data.description || <span className="text-fg-subtle">No description</span>}
              actions={
                <>
                  <CopyJsonButton answer={data} noun="VPC" />
                  <Button icon={<PencilIcon className="size-3.5" />} onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  {deleteAbsent ? null : (
                    <Button
                      variant="secondary"
                      icon={<TrashIcon className="size-3.5" />}
                      onClick={() => setDeleting(true)}
                      className="hover:text-danger-text"
                    >
                      Delete
                    </Button>
                  )}
                </>
              }
            />

            {shared ? (
              <Notice icon={<InfoIcon className="size-4" />}>
                <InlineValue>{data.owner_team.name}</InlineValue> shares this VPC with this team. Its VMs can attach to
                it, but only <InlineValue>{data.owner_team.name}</InlineValue> can rename or delete it.
              </Notice>
            ) : null}
            {data.status === 'building' ? (
              <Notice icon={<InfoIcon className="size-4" />}>
                This VPC is being built. This page updates by itself when it is ready.
              </Notice>
            ) : null}

            <DetailList label="VPC details">
              <DetailItem term="Network">
                <CopyableText
                  value={cidrOf(data)}
                  copyLabel="Copy network"
                  className="[&>span]:text-[13px] [&>span]:text-fg"
                />
              </DetailItem>
              <DetailItem term="Location">{data.location}</DetailItem>
              <DetailItem term="Status">
                <VpcStatusBadge status={data.status} />
              </DetailItem>
              <TimeItem term="Created" value={data.date_created} />
              <DetailItem term="Owner team">{data.owner_team.name}</DetailItem>
              <DetailItem term="Shared with">
                {data.teams.length > 0 ? (
                  data.teams.map((team) => team.name).join(', ')
                ) : (
                  <span className="text-fg-subtle">Not shared</span>
                )}
              </DetailItem>
              <IdItem id={data.id} name={data.name} wide />
            </DetailList>

            <section aria-labelledby="attached-vms" className="flex min-h-0 flex-1 flex-col gap-2">
              <h2 id="attached-vms" className="text-sm font-medium text-fg">
                Attached VMs <span className="font-normal text-fg-subtle tabular-nums">{data.attached_vms_count}</span>
              </h2>
              <DataTable
                label="Attached VMs"
                columns={vmColumns(teamId, data)}
                rows={data.attached_vms}
                getRowKey={(vm) => `${vm.id}:${vm.address}`}
                totalCount={data.attached_vms.length}
                noun={VM_NOUN}
                isLoading={false}
                empty={{
                  title: 'No VMs attached',
                  // The API takes a VM's VPCs only in the deploy request (NewVM.vpcs); nothing attaches or detaches later.
                  description: (
                    <>
                      A VM joins a VPC when it is deployed: choose the VPC on the{' '}
                      <Link to={paths.deployVm(teamId)} className={linkClasses}>
                        deploy page
                      </Link>
                      . The API cannot attach a VPC to an existing VM, nor detach one.
                    </>
                  ),
                }}
                noMatch={{ onClear: NO_SORT }}
                className="min-w-[44rem] xl:min-w-[48rem]"
              />
            </section>

            <EditVpcDialog
              teamId={teamId}
              vpc={editing ? data : null}
              onClose={() => setEditing(false)}
              onSaved={(name) => {
                setEditing(false);
                toast.show(`VPC “${isolatedText(name)}” saved.`);
              }}
            />
            <DeleteVpcDialog
              teamId={teamId}
              target={deleting ? data : null}
              onClose={() => setDeleting(false)}
              onDone={() => void navigate(paths.vpcs(teamId))}
            />
          </>
        );
      }}
    </DetailFrame>
  );
}
