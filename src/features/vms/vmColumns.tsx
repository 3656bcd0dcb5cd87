import { Link } from 'react-router-dom';
import type { Vm } from '../../api/types';
import { formatGigabytes, formatMegabytes } from '../../lib/format';
import { Badge } from '../../ui/values/Badge';
import { Spinner } from '../../ui/feedback/Spinner';
import { CopyableText, NameWithSummary, TextCell } from '../../ui/list/cells';
import { type Column } from '../../ui/list/DataTable';
import { VmStatusBadge } from './parts';
import { PowerCell } from './PowerFact';
import type { PowerKnowledge } from '../../api/vms/powerKnowledge';
import { actionRunning, isTransitional } from './vmStatus';
import { linkClasses } from '../../ui/page/detail';
import { vmSummary, type VmSortKey } from './vmRows';
import { paths } from '../../lib/paths';

/**
 * The list's columns. Power is not part of the documented VM: its column is there when `power` knows
 * it for some VM (from a VPC, the VM itself, or what this console did or saw).
 */
export function vmColumns(
  teamId: string,
  options: { power?: ((vm: Vm) => PowerKnowledge) | null } = {},
): Column<Vm, VmSortKey>[] {
  const powerOf = options.power;
  const columns: Column<Vm, VmSortKey>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      className: 'max-w-0',
      skeleton: 'w-28',
      cell: (vm) => (
        <NameWithSummary
          name={
            <Link to={paths.vm(teamId, vm.id)} className={`font-medium ${linkClasses}`}>
              {vm.name}
            </Link>
          }
          title={vm.name}
          summary={vmSummary(vm)}
        />
      ),
      value: (vm) => vm.name,
    },
    {
      key: 'status',
      // The provider's status is the service's lifecycle (building, active, suspended…), not power.
      header: 'Service status',
      sortKey: 'status',
      width: 'w-[9rem]',
      skeleton: 'w-16',
      cell: (vm) => (
        <span className="flex items-center gap-1">
          <VmStatusBadge status={vm.status} />
          {actionRunning(vm) && !isTransitional(vm.status) ? (
            <Badge tone="accent" className="gap-1">
              <Spinner className="size-2.5" />
              Busy
            </Badge>
          ) : null}
        </span>
      ),
      value: (vm) => vm.status,
    },
    {
      key: 'power',
      hideBelow: 'md',
      header: 'Power',
      width: 'w-[7.5rem]',
      skeleton: 'w-14',
      className: 'max-w-0',
      cell: (vm) => (powerOf ? <PowerCell power={powerOf(vm)} /> : null),
      value: (vm) => (powerOf ? powerOf(vm).state : null),
    },
    {
      key: 'location',
      hideBelow: 'md',
      header: 'Location',
      sortKey: 'location',
      width: 'w-[7rem]',
      skeleton: 'w-20',
      className: 'max-w-0',
      cell: (vm) => <TextCell text={vm.location ?? ''} className="text-fg-muted" />,
      value: (vm) => vm.location ?? null,
    },
    {
      key: 'ipv4',
      hideBelow: 'md',
      header: 'IPv4',
      sortKey: 'ipv4',
      // Room for the longest address beside its copy button where the screen has it.
      width: 'w-[9rem] lg:w-[10.5rem]',
      skeleton: 'w-24',
      className: 'max-w-0',
      cell: (vm) => <AddressCell address={vm.main_ipv4} copyLabel={`Copy IPv4 of ${vm.name}`} />,
      value: (vm) => vm.main_ipv4 ?? null,
    },
    {
      key: 'ipv6',
      hideBelow: 'xl',
      header: 'IPv6',
      width: 'w-[10.5rem]',
      skeleton: 'w-32',
      className: 'max-w-0',
      cell: (vm) => <AddressCell address={vm.main_ipv6} copyLabel={`Copy IPv6 of ${vm.name}`} />,
      value: (vm) => vm.main_ipv6 ?? null,
    },
    {
      key: 'vcpu',
      hideBelow: '2xl',
      header: 'vCPU',
      sortKey: 'vcpu',
      width: 'w-[4rem]',
      skeleton: 'w-6',
      className: 'tabular-nums text-fg-muted',
      cell: (vm) => vm.vcpu,
      value: (vm) => vm.vcpu,
    },
    {
      key: 'ram',
      hideBelow: '2xl',
      header: 'RAM',
      sortKey: 'ram',
      width: 'w-[5rem]',
      skeleton: 'w-10',
      className: 'tabular-nums text-fg-muted whitespace-nowrap',
      cell: (vm) => formatMegabytes(vm.ram),
      // MB and GB, as the API gives them.
      value: (vm) => vm.ram,
    },
    {
      key: 'disk',
      hideBelow: '2xl',
      header: 'Disk',
      sortKey: 'disk',
      width: 'w-[5.5rem]',
      skeleton: 'w-12',
      className: 'tabular-nums text-fg-muted whitespace-nowrap',
      cell: (vm) => formatGigabytes(vm.disk),
      value: (vm) => vm.disk,
    },
    {
      key: 'bgp',
      hideBelow: '2xl',
      header: 'BGP',
      width: 'w-[4.5rem]',
      skeleton: 'w-8',
      // Not part of the documented VM: absent means unknown, not off.
      cell: (vm) =>
        vm.bgp_enabled === true ? (
          <Badge tone="accent">On</Badge>
        ) : vm.bgp_enabled === false ? (
          <span className="text-fg-subtle">Off</span>
        ) : (
          <span className="text-fg-subtle">—</span>
        ),
      value: (vm) => vm.bgp_enabled ?? null,
    },
  ];
  return powerOf ? columns : columns.filter((column) => column.key !== 'power');
}

/** A VM's address with a copy button, or a dash when it has none yet (a VM still building). */
function AddressCell({ address, copyLabel }: { address: string; copyLabel: string }) {
  return address ? (
    <CopyableText value={address} copyLabel={copyLabel} revealCopy="hover" />
  ) : (
    <span className="text-fg-subtle">—</span>
  );
}
