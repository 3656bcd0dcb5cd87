import { Link } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { useFirewallGroup } from '../../api/firewalls';
import { paths } from '../../lib/paths';
import { linkClasses } from '../../ui/detail';
import { CopyableText } from '../../ui/list/cells';

/** Of a firewall group without a description, as the firewall pages call it. */
const UNTITLED = 'Untitled group';

/**
 * The VM's firewall group by the name people gave it, linking to the group; its id under it to copy.
 * Until the group is read (or when it cannot be) the link carries the id.
 */
export function VmFirewallGroup({ teamId, groupId }: { teamId: string; groupId: string }) {
  const group = useFirewallGroup(teamId, groupId);
  const gone = isApiError(group.error) && group.error.status === 404;
  const name = group.data ? group.data.description.trim() || UNTITLED : null;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {gone ? (
        <span className="text-fg-muted">This group no longer exists</span>
      ) : (
        <Link
          to={paths.firewallGroup(teamId, groupId)}
          className={name ? `truncate ${linkClasses}` : `truncate font-mono text-xs ${linkClasses}`}
          title={name ?? groupId}
        >
          <bdi>{name ?? groupId}</bdi>
        </Link>
      )}
      {name || gone ? <CopyableText value={groupId} copyLabel="Copy firewall group ID" /> : null}
    </div>
  );
}
