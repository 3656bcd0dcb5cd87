import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Section } from './parts';
import { linkClasses } from '../../ui/page/detail';
import { type KnownVm } from './vmRows';
import { paths } from '../../lib/paths';
import { useVpcsWithAttachedVms } from '../../api/resources/vpcs';
import { noVpcText } from './vpcMembership';

/** What the VM is attached to: its reserved IPs, its VPCs, and a way to its backups. */
export function VmRelated({ teamId, vmId, known }: { teamId: string; vmId: string; known: KnownVm | null }) {
  const reservedIps = known?.reservedIps ?? [];
  const vpcs = known?.vpcs ?? [];
  // Until every read has answered, this VM may be in a VPC the page does not know of yet.
  const vpcReads = useVpcsWithAttachedVms(teamId);
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
        <LinkList empty={noVpcText(vpcReads)}>
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
