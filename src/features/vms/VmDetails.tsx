import { useState } from 'react';
import type { Vm } from '../../api/types';
import { formatGigabytes, formatMegabytes } from '../../lib/format';
import { Badge } from '../../ui/values/Badge';
import { Button } from '../../ui/controls/Button';
import { CopyButton } from '../../ui/controls/CopyButton';
import { EyeIcon, EyeOffIcon, InfoIcon } from '../../ui/icons';
import { CopyableText } from '../../ui/list/cells';
import { VmStatusBadge } from './parts';
import { PowerFact } from './PowerFact';
import { POWER_NOT_REPORTED, UNKNOWN_POWER, type PowerKnowledge } from '../../api/vms/powerKnowledge';
import { DetailItem, DetailList, Notice } from '../../ui/page/detail';
import { TimeItem, IdItem } from '../../ui/page/detailItems';
import { type KnownVm } from './vmRows';
import { formatQuantity } from '../../ui/values/intl';
import { VmFirewallGroupOf } from './VmFirewallGroup';
import { vmBillingText } from './vmBilling';
import { VmBootFacts } from './VmBootFacts';

export function VmDetails({
  teamId,
  vm,
  power = UNKNOWN_POWER,
  onConvert,
}: {
  teamId: string;
  vm: Vm;
  /** What is known of its power and from where; unknown unless told. */
  power?: PowerKnowledge;
  onConvert: () => void;
}) {
  return (
    <DetailList label="VM details">
      {/* The provider's status is the service's lifecycle (building, active, suspended…), not power. */}
      <DetailItem term="Service status">
        <VmStatusBadge status={vm.status} />
      </DetailItem>
      <DetailItem term="Power">
        <PowerFact power={power} unknown={POWER_NOT_REPORTED} />
      </DetailItem>
      <DetailItem term="IPv4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <CopyableText value={vm.main_ipv4} copyLabel="Copy IPv4" className="[&>span]:text-[13px] [&>span]:text-fg" />
          <Button size="sm" variant="ghost" onClick={onConvert} className="text-accent-text">
            Convert to reserved IP
          </Button>
        </div>
      </DetailItem>
      <DetailItem term="IPv6">
        {vm.main_ipv6.trim() === '' ? (
          <span className="text-fg-subtle">None</span>
        ) : (
          <CopyableText value={vm.main_ipv6} copyLabel="Copy IPv6" className="[&>span]:text-[13px] [&>span]:text-fg" />
        )}
      </DetailItem>
      <DetailItem term="Location">{vm.location ?? <span className="text-fg-subtle">Unknown</span>}</DetailItem>
      <DetailItem term="Template">{vm.template}</DetailItem>
      <DetailItem term="Plan">
        <span className="tabular-nums">
          {vm.vcpu} vCPU · {formatMegabytes(vm.ram)} RAM · {formatGigabytes(vm.disk)} disk
        </span>
      </DetailItem>
      <DetailItem term="Bandwidth used">
        <span className="tabular-nums">{formatQuantity(vm.bw_used, 'gigabyte')}</span>
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
        <VmFirewallGroupOf teamId={teamId} vm={vm} />
      </DetailItem>
      <VmBootFacts teamId={teamId} vm={vm} />
      <TimeItem term="Created" value={vm.created_at} />
      <DetailItem term="Billing">
        <span className="tabular-nums">{vmBillingText(vm)}</span>
      </DetailItem>
      <TimeItem term="Renewed" value={vm.renewed_at} />
      <TimeItem term="Next due" value={vm.due_date} />
      <IdItem id={vm.id} name={vm.name} />
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

/** What the page knows of a VM when the server does not offer reading one: what its VPCs, reserved IPs and backups say. */
export function KnownVmDetails({
  vmId,
  name,
  known,
  power,
}: {
  vmId: string;
  name: string;
  known: KnownVm | null;
  power: PowerKnowledge;
}) {
  return (
    <>
      <Notice icon={<InfoIcon className="size-4" />}>
        This server does not offer reading a VM’s details, so this page shows what its VPCs, reserved IPs and backups
        say about this VM. Its actions still work.
      </Notice>
      <DetailList label="VM details">
        <DetailItem term="Name">{known?.name ?? <span className="text-fg-subtle">Unknown</span>}</DetailItem>
        <DetailItem term="Power">
          <PowerFact power={power} unknown={POWER_NOT_REPORTED} />
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
  );
}
