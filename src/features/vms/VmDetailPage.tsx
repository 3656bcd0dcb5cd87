import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBackups } from '../../api/catalogue';
import { useOperationAbsent } from '../../api/capabilities';
import { isApiError, isOperationAbsent } from '../../api/errors';
import { useReservedIps } from '../../api/reservedIps';
import { useSnapshots } from '../../api/snapshots';
import type { Snapshot, Vm } from '../../api/types';
import { useVm, type VmActionInput } from '../../api/vms';
import { useVpcs } from '../../api/vpcs';
import { formatBytes, formatGigabytes, formatMegabytes, formatMoney, formatMonths } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button, buttonClasses } from '../../ui/Button';
import { preloadConsolePage } from '../../console/lazyConsolePage';
import { CopyButton } from '../../ui/CopyButton';
import { DetailFrame, DetailSkeleton } from '../../ui/DetailFrame';
import { EyeIcon, EyeOffIcon, InfoIcon, MonitorIcon } from '../../ui/icons';
import { CopyableText, DataTable, TextCell, TimeCell, type Column } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toasts';
import { usePageTitle } from '../../ui/usePageTitle';
import { convertIntentState } from '../../lib/convertIntent';
import { PowerBadge, Section, VmStatusBadge } from './parts';
import { BackLink, DetailItem, DetailList, linkClasses, Notice, isolatedText } from '../../ui/detail';
import { snapshotIdOf, useTakenSnapshots } from './takenSnapshots';
import { VmActionDialogs, type VmDialog } from './VmActionDialogs';
import { actionToast } from './vmActionForm';
import { knownVms, type KnownVm } from './vmRows';
import { firewallGroupIdOf } from '../../api/vmFirewallGroup';
import { actionRunning, progressText, type PowerActionName } from './vmStatus';
import { paths } from '../../lib/paths';

const SNAPSHOT_NOUN = { one: 'snapshot', other: 'snapshots' };
const NO_CLEAR = () => undefined;

export function VmDetailPage() {
  const { teamId = '', vmId = '' } = useParams();
  const vm = useVm(teamId, vmId);
  const vpcs = useVpcs(teamId);
  const reservedIps = useReservedIps(teamId);
  const backups = useBackups();
  const known = useMemo(
    () =>
      knownVms({ vpcs: vpcs.data, reservedIps: reservedIps.data, backups: backups.data }, teamId).get(
        vmId.toLowerCase(),
      ) ?? null,
    [vpcs.data, reservedIps.data, backups.data, teamId, vmId],
  );
  const name = vm.data?.name ?? known?.name ?? null;
  usePageTitle(name ? `${isolatedText(name)} · Virtual machines` : 'Virtual machine');

  // Once GET /vm/{id} is known absent the page stays in its fallback: a refetch of the failed query
  // (after an action) puts it back to "pending", which must not unmount the page and its dialogs.
  const absent = useOperationAbsent('vms.read') || isOperationAbsent(vm.error);
  // The API answers a 404 with no body; the emulator adds NOT_FOUND.
  const notFound = isApiError(vm.error) && vm.error.status === 404;
  return (
    <DetailFrame
      nav={<BackLink to={paths.vms(teamId)}>Virtual machines</BackLink>}
      data={absent ? null : vm.data}
      pending={vm.isPending && !absent}
      error={absent ? null : vm.error}
      notFound={notFound}
      onRetry={() => void vm.refetch()}
      retrying={vm.isFetching}
      loadingHeading="Loading VM"
      skeleton={<DetailSkeleton rows={12} />}
      errorHeading={notFound ? 'VM not found' : 'Virtual machine'}
      errorTitle={notFound ? 'This VM does not exist in this team' : 'The VM could not be loaded'}
      errorDetails={<p className="font-mono text-xs text-fg-subtle">{vmId}</p>}
      className="gap-5"
    >
      {(data) => <VmPage teamId={teamId} vmId={vmId} vm={data} known={known} refetch={() => void vm.refetch()} />}
    </DetailFrame>
  );
}

function VmPage({
  teamId,
  vmId,
  vm,
  known,
  refetch,
}: {
  teamId: string;
  vmId: string;
  /** null when the server does not offer GET /vm/{id}. */
  vm: Vm | null;
  known: KnownVm | null;
  refetch: () => void;
}) {
  const toast = useToast();
  const [dialog, setDialog] = useState<VmDialog>(null);
  const [sent, setSent] = useState<PowerActionName | null>(null);
  const navigate = useNavigate();
  const { taken, remember } = useTakenSnapshots(teamId);
  const name = vm?.name ?? known?.name ?? vmId;
  const power = vm?.power_status ?? known?.power_status ?? null;
  const running = vm ? actionRunning(vm) : false;
  const progress = vm ? progressText(vm, sent) : null;

  // Forget which action this page sent once the VM reports it finished (state adjusted while rendering).
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    setWasRunning(running);
    if (!running) setSent(null);
  }

  const open = (next: VmDialog) => () => setDialog(next);
  const onDone = (input: VmActionInput, result: unknown) => {
    setDialog(null);
    // Only actions that run for a while are named in the progress line.
    const forced = 'force_stop' in input && input.force_stop === true;
    setSent(forced || input.action === 'enable-bgp' || input.action === 'disable-bgp' ? null : input.action);
    if (input.action === 'snapshot') {
      const id = snapshotIdOf(result);
      if (id) remember(id, vmId);
    }
    toast.show(actionToast(input, isolatedText(name)));
  };

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={open('reboot')} disabled={running}>
        Reboot
      </Button>
      <Button onClick={open('stop')} disabled={running}>
        Stop
      </Button>
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
            {vm ? <VmStatusBadge status={vm.status} /> : null}
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

      {vm ? (
        <VmDetails
          teamId={teamId}
          vm={vm}
          onConvert={() =>
            void navigate(paths.reservedIps(teamId), {
              state: convertIntentState({ address: vm.main_ipv4, name: `${vm.name}-ip` }),
            })
          }
        />
      ) : (
        <>
          <Notice icon={<InfoIcon className="size-4" />}>
            This server does not offer reading a VM’s details, so this page shows what its VPCs, reserved IPs and
            backups say about this VM. Its actions still work.
          </Notice>
          <DetailList label="VM details">
            <DetailItem term="Name">{known?.name ?? <span className="text-fg-subtle">Unknown</span>}</DetailItem>
            <DetailItem term="Power">
              <PowerBadge power={power} />
            </DetailItem>
            <DetailItem term="ID" wide>
              <CopyableText
                value={vmId}
                copyLabel={`Copy ID of ${name}`}
                className="[&>span]:text-[13px] [&>span]:text-fg"
              />
            </DetailItem>
          </DetailList>
        </>
      )}

      <Related teamId={teamId} vmId={vmId} known={known} />
      <Snapshots taken={taken} vmId={vmId} />

      <VmActionDialogs
        teamId={teamId}
        vmId={vmId}
        vmName={name}
        power={power}
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

function VmDetails({ teamId, vm, onConvert }: { teamId: string; vm: Vm; onConvert: () => void }) {
  const firewallGroupId = firewallGroupIdOf(vm);
  const billing = `${formatMoney(vm.recurring_amount, vm.payment_currency)} / ${vm.billing_cycle === 1 ? 'month' : formatMonths(vm.billing_cycle)}`;
  return (
    <DetailList label="VM details">
      <DetailItem term="Status">
        <VmStatusBadge status={vm.status} />
      </DetailItem>
      <DetailItem term="Power">
        <PowerBadge power={vm.power_status} />
      </DetailItem>
      <DetailItem term="IPv4">
        <div className="flex min-w-0 items-center gap-2">
          <CopyableText value={vm.main_ipv4} copyLabel="Copy IPv4" className="[&>span]:text-[13px] [&>span]:text-fg" />
          <Button size="sm" variant="ghost" onClick={onConvert} className="text-accent-text">
            Convert to reserved IP
          </Button>
        </div>
      </DetailItem>
      <DetailItem term="IPv6">
        <CopyableText value={vm.main_ipv6} copyLabel="Copy IPv6" className="[&>span]:text-[13px] [&>span]:text-fg" />
      </DetailItem>
      <DetailItem term="Location">{vm.location ?? <span className="text-fg-subtle">Unknown</span>}</DetailItem>
      <DetailItem term="Template">{vm.template}</DetailItem>
      <DetailItem term="Plan">
        <span className="tabular-nums">
          {vm.vcpu} vCPU · {formatMegabytes(vm.ram)} RAM · {formatGigabytes(vm.disk)} disk
        </span>
      </DetailItem>
      <DetailItem term="Bandwidth used">
        <span className="tabular-nums">{vm.bw_used}</span>
      </DetailItem>
      <DetailItem term="BGP">
        {vm.bgp_enabled === true ? (
          <Badge tone="accent">Enabled</Badge>
        ) : vm.bgp_enabled === false ? (
          <span className="text-fg-muted">Disabled</span>
        ) : (
          <span className="text-fg-subtle">Unknown</span>
        )}
      </DetailItem>
      <DetailItem term="Firewall group">
        {firewallGroupId ? (
          <Link to={paths.firewallGroup(teamId, firewallGroupId)} className={`font-mono text-xs ${linkClasses}`}>
            {firewallGroupId}
          </Link>
        ) : (
          <span className="text-fg-subtle">None</span>
        )}
      </DetailItem>
      <DetailItem term="Created">
        <TimeCell value={vm.created_at} />
      </DetailItem>
      <DetailItem term="Billing">{billing}</DetailItem>
      <DetailItem term="Renewed">
        <TimeCell value={vm.renewed_at} />
      </DetailItem>
      <DetailItem term="Next due">
        <TimeCell value={vm.due_date} />
      </DetailItem>
      <DetailItem term="ID">
        <CopyableText value={vm.id} copyLabel={`Copy ID of ${vm.name}`} />
      </DetailItem>
      <DetailItem term="Root password">
        <RootPassword password={vm.password ?? ''} />
      </DetailItem>
    </DetailList>
  );
}

/** The root password is in the VM object; it reaches the DOM only when the user asks. */
function RootPassword({ password }: { password: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button size="sm" icon={<EyeIcon className="size-3.5" />} onClick={() => setShown(true)}>
        Show root password
      </Button>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="truncate font-mono text-[13px]" aria-label="Root password" title={password}>
        {password}
      </span>
      <CopyButton value={password} label="Copy root password" />
      <Button size="sm" variant="ghost" icon={<EyeOffIcon className="size-3.5" />} onClick={() => setShown(false)}>
        Hide
      </Button>
    </div>
  );
}

function Related({ teamId, vmId, known }: { teamId: string; vmId: string; known: KnownVm | null }) {
  const reservedIps = known?.reservedIps ?? [];
  const vpcs = known?.vpcs ?? [];
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      <Section id="vm-reserved-ips" title="Reserved IPs" count={reservedIps.length}>
        <LinkList empty="No reserved IP is attached to this VM.">
          {reservedIps.map((reservedIp) => (
            <li key={reservedIp.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <Link
                to={paths.reservedIp(teamId, reservedIp.id)}
                className={`truncate ${linkClasses}`}
                title={reservedIp.name}
              >
                {reservedIp.name}
              </Link>
              <span className="font-mono text-xs text-fg-muted">{reservedIp.address}</span>
            </li>
          ))}
        </LinkList>
      </Section>
      <Section id="vm-vpcs" title="VPCs" count={vpcs.length}>
        <LinkList empty="This VM is not attached to a VPC.">
          {vpcs.map((vpc) => (
            <li key={`${vpc.id}:${vpc.address}`} className="flex items-center justify-between gap-3 px-3 py-2">
              <Link to={paths.vpc(teamId, vpc.id)} className={`truncate ${linkClasses}`} title={vpc.name}>
                {vpc.name}
              </Link>
              <span className="font-mono text-xs text-fg-muted">{vpc.address}</span>
            </li>
          ))}
        </LinkList>
      </Section>
      <Section id="vm-backups" title="Backups" count={known?.backupCount ?? 0}>
        <div className="rounded-lg border border-line bg-surface-raised px-3 py-2 text-[13px]">
          <Link to={paths.backups(teamId, { vm: vmId })} className={linkClasses}>
            View this VM’s backups
          </Link>
        </div>
      </Section>
    </div>
  );
}

function LinkList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-surface-raised px-3 py-2 text-[13px] text-fg-subtle">{empty}</p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface-raised text-[13px]">{children}</ul>
  );
}

function snapshotColumns(taken: Record<string, string>, vmId: string): Column<Snapshot>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      className: 'max-w-0',
      cell: (s) => (
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium" title={s.name}>
            {s.name}
          </span>
          {taken[s.id] === vmId ? <Badge>Taken here</Badge> : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 'w-[8rem]',
      cell: (s) =>
        s.status === 'pending' ? (
          <Badge tone="accent" className="gap-1">
            <Spinner className="size-2.5" />
            Pending
          </Badge>
        ) : (
          <Badge tone={s.status === 'available' ? 'success' : 'neutral'}>
            {s.status === 'available' ? 'Available' : s.status}
          </Badge>
        ),
    },
    {
      key: 'size',
      header: 'Size',
      width: 'w-[6rem]',
      className: 'tabular-nums text-fg-muted',
      cell: (s) => formatBytes(s.size),
    },
    { key: 'created', header: 'Created', width: 'w-[10.25rem]', cell: (s) => <TimeCell value={s.created_at} /> },
    {
      key: 'desc',
      header: 'Description',
      width: 'w-[16rem]',
      className: 'max-w-0',
      cell: (s) => <TextCell text={s.desc} className="text-fg-muted" />,
    },
  ];
}

function Snapshots({ taken, vmId }: { taken: Record<string, string>; vmId: string }) {
  const snapshots = useSnapshots();
  const absent = isOperationAbsent(snapshots.error);
  const rows = useMemo(
    () => [...(snapshots.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [snapshots.data],
  );
  const columns = useMemo(() => snapshotColumns(taken, vmId), [taken, vmId]);
  return (
    <Section id="vm-snapshots" title="Snapshots" count={snapshots.data?.length}>
      {absent ? (
        <Notice>This server does not list snapshots.</Notice>
      ) : (
        <>
          <p className="text-xs text-fg-subtle">
            The account’s snapshots: the API does not say which VM each was taken of. Those taken from this page are
            marked.
          </p>
          <DataTable
            label="Snapshots"
            columns={columns}
            rows={rows}
            getRowKey={(s) => s.id}
            totalCount={rows.length}
            noun={SNAPSHOT_NOUN}
            isLoading={snapshots.isPending}
            error={snapshots.isError ? snapshots.error : null}
            errorTitle="Snapshots could not be loaded"
            onRetry={() => void snapshots.refetch()}
            empty={{ title: 'No snapshots yet', description: 'Take one to keep a copy of this VM’s disk.' }}
            noMatch={{ onClear: NO_CLEAR }}
            className="min-w-[48rem]"
          />
        </>
      )}
    </Section>
  );
}
