import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { useSnapshotsTakenHere } from '../../api/resources/snapshots';
import type { Vm } from '../../api/types';
import { useVm, type VmActionInput } from '../../api/vms/vms';
import { Button, buttonClasses } from '../../ui/controls/Button';
import { preloadConsolePage } from '../../console/lazyConsolePage';
import { DetailFrame, DetailSkeleton, detailState } from '../../ui/page/DetailFrame';
import { MonitorIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page/PageHeader';
import { CopyJsonButton } from '../../ui/page/CopyJsonButton';
import { Spinner } from '../../ui/feedback/Spinner';
import { useToast } from '../../ui/feedback/Toasts';
import { usePageTitle } from '../../ui/page/usePageTitle';
import { useFocusHeadingOnArrival } from '../../ui/page/focusHeadingOnArrival';
import { convertIntentState } from '../../lib/convertIntent';
import { VmStatusBadge } from './parts';
import { isolatedText } from '../../ui/page/detail';
import { ItemBreadcrumb } from '../../ui/page/Breadcrumb';
import { KnownVmDetails, VmDetails } from './VmDetails';
import { VmRelated } from './VmRelated';
import { VmSnapshots } from './VmSnapshots';
import { VmActionDialogs, type VmDialog } from './VmActionDialogs';
import { actionToast } from './vmActionForm';
import { useOnActionEnd } from './useOnActionEnd';
import { relationsOf, type KnownVm } from './vmRows';
import { useKnownVm } from './useKnownVm';
import { actionRunning, progressText, type PowerActionName } from './vmStatus';
import { useVmPowers } from './useVmPowers';
import type { PowerKnowledge } from '../../api/vms/powerKnowledge';
import { VmActionsMenu } from './actions/VmActionsMenu';
import { VmRdns } from './actions/VmRdns';
import { deletionEffects } from './actions/vmChange';
import { useVmFirewallGroupName } from './useVmFirewallGroupName';
import { Note } from '../../ui/feedback/Note';
import { paths } from '../../lib/paths';

/** Left out of Copy as JSON: the root password reaches the clipboard only by its own button, once shown. */
const VM_SECRETS = ['password'];

export function VmDetailPage() {
  const { teamId = '', vmId = '' } = useParams();
  const vm = useVm(teamId, vmId);
  const { known, vpcs } = useKnownVm(teamId, vmId);
  const powers = useVmPowers(teamId, vpcs);
  const power = powers(vmId, vm.data ? { power_status: vm.data.power_status, at: vm.dataUpdatedAt } : undefined);
  const name = vm.data?.name ?? known?.name ?? null;
  usePageTitle(name ? `${isolatedText(name)} · Virtual machines` : 'Virtual machine');

  // Once GET /vm/{id} is known absent the page stays in its fallback: a refetch of the failed query
  // (after an action) puts it back to "pending", which must not unmount the page and its dialogs.
  const absent = useOperationAbsent('vms.read') || isOperationAbsent(vm.error);
  return (
    <DetailFrame
      nav={<ItemBreadcrumb list="Virtual machines" to={paths.vms(teamId)} name={name} id={vmId} />}
      {...detailState(vm, { noun: 'VM', absent })}
      skeleton={<DetailSkeleton rows={12} />}
      errorDetails={<p className="font-mono text-xs text-fg-subtle">{vmId}</p>}
      className="gap-5"
    >
      {(data) => (
        <VmPage
          teamId={teamId}
          vmId={vmId}
          vm={data}
          known={known}
          power={power}
          refetch={() => void vm.refetch()}
          // The power state comes from the VPCs' attached VMs (the VM object has none): reread once an action ends.
          onActionEnd={() => void vpcs.refetch()}
        />
      )}
    </DetailFrame>
  );
}

function VmPage({
  teamId,
  vmId,
  vm,
  known,
  power,
  refetch,
  onActionEnd,
}: {
  teamId: string;
  vmId: string;
  /** null when the server does not offer GET /vm/{id}. */
  vm: Vm | null;
  known: KnownVm | null;
  /** What is known of its power, and from where: the VM object documents none. */
  power: PowerKnowledge;
  refetch: () => void;
  onActionEnd: () => void;
}) {
  // Drawn once the VM is read, so the heading focused is the VM's name.
  useFocusHeadingOnArrival();
  const toast = useToast();
  const [dialog, setDialog] = useState<VmDialog>(null);
  const [sent, setSent] = useState<PowerActionName | null>(null);
  const navigate = useNavigate();
  const taken = useSnapshotsTakenHere(teamId);
  const firewallGroup = useVmFirewallGroupName(teamId, vm);
  const name = vm?.name ?? known?.name ?? vmId;
  const off = power.state === 'off';
  const running = vm ? actionRunning(vm) : false;
  const progress = vm ? progressText(vm, sent) : null;
  useOnActionEnd(running, onActionEnd);

  // Forget which action this page sent once the VM reports it finished (state adjusted while rendering).
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    setWasRunning(running);
    if (!running) setSent(null);
  }

  const open = (next: VmDialog) => () => setDialog(next);
  const onDone = (input: VmActionInput) => {
    setDialog(null);
    // Only actions that run for a while are named in the progress line.
    const forced = 'force_stop' in input && input.force_stop === true;
    setSent(forced || input.action === 'enable-bgp' || input.action === 'disable-bgp' ? null : input.action);
    toast.show(actionToast(input, isolatedText(name)));
  };

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      {/* The provider has no start action: a reboot is what starts a VM known to be off. */}
      <Button onClick={open('reboot')} disabled={running}>
        {off ? 'Start (reboot)' : 'Reboot'}
      </Button>
      {off ? null : (
        <Button onClick={open('stop')} disabled={running}>
          Stop
        </Button>
      )}
      <Button onClick={open('snapshot')} disabled={running}>
        Take snapshot
      </Button>
      {vm?.bgp_enabled !== true ? (
        <Button onClick={open('enable-bgp')} disabled={running}>
          Enable BGP
        </Button>
      ) : null}
      {vm?.bgp_enabled !== false ? (
        <Button onClick={open('disable-bgp')} disabled={running}>
          Disable BGP
        </Button>
      ) : null}
      {/* Offered whatever the power state says (not part of the documented VM): the console page explains a refusal. */}
      <Link
        to="console"
        relative="path"
        onPointerEnter={() => void preloadConsolePage()}
        onFocus={() => void preloadConsolePage()}
        className={buttonClasses('primary', 'md')}
      >
        <MonitorIcon className="size-3.5" />
        Open console
      </Link>
      {vm ? (
        <VmActionsMenu
          teamId={teamId}
          vm={vm}
          disabled={running}
          taken={taken}
          effects={deletionEffects(vm, { ...relationsOf(known), firewallGroup })}
        />
      ) : null}
      {/* Last: the Actions menu opens leftwards, so it must not start a wrapped line on a tablet. */}
      {vm ? <CopyJsonButton answer={vm} noun="VM" secrets={VM_SECRETS} secretWords="its root password" /> : null}
    </div>
  );

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-2.5">
            <span className="truncate" title={name}>
              {name === vmId ? <span className="font-mono text-base">{vmId}</span> : name}
            </span>
            {vm ? <VmStatusBadge status={vm.status} prefix="Service" /> : null}
          </span>
        }
        description={vm ? subtitleOf(vm) : 'Virtual machine'}
        actions={actions}
      />

      <div role="status" className="empty:hidden">
        {progress ? (
          <div className="flex items-center gap-2 rounded-md border border-accent/25 bg-accent-soft px-3 py-2 text-[13px] text-accent-text">
            <Spinner className="size-3.5" />
            <span>{progress}</span>
            <span className="text-fg-muted">Other actions are unavailable until it finishes.</span>
          </div>
        ) : null}
      </div>

      {off && !running ? (
        // The provider has no start action: a reboot is what brings a stopped VM back.
        <Note tone="warning">
          <div className="flex flex-wrap items-center gap-3">
            <span>This VM is off. There is no start action: a reboot starts it.</span>
            <Button size="sm" variant="primary" onClick={open('reboot')}>
              Reboot to start it
            </Button>
          </div>
        </Note>
      ) : null}

      {vm ? (
        <VmDetails
          teamId={teamId}
          vm={vm}
          power={power}
          onConvert={() =>
            void navigate(paths.reservedIps(teamId), {
              state: convertIntentState({ address: vm.main_ipv4, name: `${vm.name}-ip` }),
            })
          }
        />
      ) : (
        <KnownVmDetails vmId={vmId} name={name} known={known} power={power} />
      )}

      {vm ? <VmRdns teamId={teamId} vm={vm} /> : null}
      <VmRelated teamId={teamId} vmId={vmId} known={known} />
      <VmSnapshots teamId={teamId} taken={taken} vmId={vmId} />

      <VmActionDialogs
        teamId={teamId}
        vmId={vmId}
        vmName={name}
        power={off ? 'stopped' : null}
        open={dialog}
        onClose={() => setDialog(null)}
        onDone={onDone}
        onFailed={refetch}
      />
    </>
  );
}

/** "Ubuntu 24.04 · Amsterdam": the template and, when the server says it, the location. */
function subtitleOf(vm: Vm): string {
  const parts = [vm.template, vm.location ?? ''].filter((part) => part !== '');
  return parts.length > 0 ? parts.map((part) => isolatedText(part)).join(' · ') : 'Virtual machine';
}
