import { Badge } from '../../ui/values/Badge';
import { Spinner } from '../../ui/feedback/Spinner';
import { powerTone, vpcStatusTone } from './vpcRows';

const capitalise = (text: string) => (text ? `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}` : 'Unknown');

/** VPC status in colour and in words; `building` and `deleting` spin while the page polls. */
export function VpcStatusBadge({ status }: { status: string }) {
  const settling = status === 'building' || status === 'deleting';
  return (
    <Badge tone={vpcStatusTone(status)} className="gap-1">
      {settling ? <Spinner className="size-2.5" /> : null}
      {capitalise(status)}
    </Badge>
  );
}

export function PowerBadge({ status }: { status: string }) {
  return <Badge tone={powerTone(status)}>{capitalise(status)}</Badge>;
}
