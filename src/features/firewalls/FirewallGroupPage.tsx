import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useFirewallGroup } from '../../api/resources/firewalls';
import type { FirewallGroup } from '../../api/types';
import { GroupFacts } from './GroupFacts';
import { GroupRules } from './GroupRules';
import { useQueryClient } from '@tanstack/react-query';
import { firewallKeys } from '../../api/resources/firewalls';
import { invalidate } from '../../api/cache/invalidate';
import { useVms, vmIsChanging } from '../../api/vms/vms';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { DetailFrame, FactsAndTableSkeleton, detailState } from '../../ui/page/DetailFrame';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { DeleteGroupDialog, type VmRef } from './DeleteGroupDialog';
import { groupName } from './groupRows';
import { RenameGroupDialog } from './RenameGroupDialog';
import { ApplyToVmsAction } from './ApplyToVmsAction';
import { firewallGroupIdOf } from '../../api/vms/vmFirewallGroup';
import { ItemBreadcrumb } from '../../ui/page/Breadcrumb';
import { paths } from '../../lib/paths';

function FirewallGroupPage() {
  const { teamId = '', groupId = '' } = useParams();
  const group = useFirewallGroup(teamId, groupId);
  usePageTitle(group.data ? `${isolatedText(groupName(group.data))} · Firewalls` : 'Firewall group');
  const firewallsPath = paths.firewallGroups(teamId);

  const frame = detailState(group, { noun: 'firewall group' });
  return (
    <DetailFrame
      nav={
        <ItemBreadcrumb
          list="Firewalls"
          to={firewallsPath}
          name={group.data ? groupName(group.data) : null}
          id={groupId}
        />
      }
      {...frame}
      skeleton={<FactsAndTableSkeleton />}
      errorHeading="Firewall group"
      errorHeadingHidden
      errorTitle={frame.notFound ? 'Firewall group not found' : frame.errorTitle}
      errorDetails={
        frame.notFound ? (
          <p className="text-[13px] text-fg-muted">
            No group with the ID <span className="font-mono text-xs">{groupId}</span> exists in this team.{' '}
            <Link to={firewallsPath} className="text-accent-text underline underline-offset-2 hover:no-underline">
              Back to firewalls
            </Link>
          </p>
        ) : null
      }
      className="min-h-0 flex-1 gap-4"
    >
      {(data) => <GroupDetail teamId={teamId} group={data} />}
    </DetailFrame>
  );
}

function GroupDetail({ teamId, group }: { teamId: string; group: FirewallGroup }) {
  const navigate = useNavigate();
  const toast = useToast();
  const updateAbsent = useOperationAbsent('firewalls.update');
  const deleteAbsent = useOperationAbsent('firewalls.delete');
  const vms = useVms(teamId);
  const [renaming, setRenaming] = useState(false);
  const [deletingGroup, setDeletingGroup] = useState(false);
  const queryClient = useQueryClient();
  // A VM's group changes when its action ends, not when it is sent: the group's VM count is read again
  // then, so it agrees with the VM list (which polls while a VM is busy).
  const vmBusy = vms.data?.some(vmIsChanging) ?? false;
  const wasBusy = useRef(vmBusy);
  useEffect(() => {
    if (wasBusy.current && !vmBusy) {
      void invalidate(queryClient, firewallKeys.detail(teamId, group.id), firewallKeys.list(teamId));
    }
    wasBusy.current = vmBusy;
  }, [vmBusy, queryClient, teamId, group.id]);
  const vmsUsing: VmRef[] | null = vms.data
    ? vms.data.filter((vm) => firewallGroupIdOf(vm) === group.id).map((vm) => ({ id: vm.id, name: vm.name }))
    : null;

  return (
    <>
      <PageHeader
        title={groupName(group)}
        description="Firewall group: rules allow traffic in, everything else is dropped."
        actions={
          <>
            <CopyJsonButton answer={group} noun="Firewall group" />
            <ApplyToVmsAction teamId={teamId} group={group} />
            {updateAbsent ? null : (
              <Button icon={<PencilIcon className="size-3.5" />} onClick={() => setRenaming(true)}>
                Rename
              </Button>
            )}
            {deleteAbsent ? null : (
              <Button icon={<TrashIcon className="size-3.5" />} onClick={() => setDeletingGroup(true)}>
                Delete group
              </Button>
            )}
          </>
        }
      />

      <GroupFacts teamId={teamId} group={group} vmsUsing={vmsUsing} />

      <GroupRules teamId={teamId} group={group} />

      <RenameGroupDialog
        teamId={teamId}
        group={renaming ? group : null}
        onClose={() => setRenaming(false)}
        onSaved={(description) => {
          setRenaming(false);
          toast.show(`Firewall group renamed to “${isolatedText(description)}”.`);
        }}
        onUnsupported={() => {
          setRenaming(false);
          toast.show('This server does not offer renaming firewall groups.', 'error');
        }}
      />
      <DeleteGroupDialog
        teamId={teamId}
        group={deletingGroup ? group : null}
        vmsUsing={vmsUsing}
        onClose={() => setDeletingGroup(false)}
        onDeleted={() => void navigate(paths.firewallGroups(teamId))}
        onUnsupported={() => {
          setDeletingGroup(false);
          toast.show('This server does not offer deleting firewall groups.', 'error');
        }}
      />
    </>
  );
}

/** A new page per group, so nothing of one group's page state carries over to the next. */
export function FirewallGroupRoute() {
  const { groupId = '' } = useParams();
  return <FirewallGroupPage key={groupId} />;
}
