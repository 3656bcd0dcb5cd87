import type { ReservedIp } from '../../api/types';
import { Badge } from '../../ui/values/Badge';

/** Active or suspended, in colour and words; a suspension carries its reason. */
export function ReservedIpStatus({
  reservedIp,
  withReason = false,
}: {
  reservedIp: Pick<ReservedIp, 'status' | 'suspension_reason'>;
  withReason?: boolean;
}) {
  if (reservedIp.status === 'active') return <Badge tone="success">Active</Badge>;
  const reason = reservedIp.suspension_reason.trim();
  return (
    <span className="flex min-w-0 items-center gap-1.5" title={reason ? `Suspended: ${reason}` : 'Suspended'}>
      <Badge tone="danger">{reservedIp.status === 'suspended' ? 'Suspended' : reservedIp.status}</Badge>
      {reason && withReason ? <span className="truncate text-xs text-fg-muted">{reason}</span> : null}
      {reason && !withReason ? <span className="sr-only">: {reason}</span> : null}
    </span>
  );
}
