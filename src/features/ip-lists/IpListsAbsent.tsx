import { EmptyState } from '../../ui/feedback/EmptyState';
import { InfoIcon } from '../../ui/icons';

/** The whole area when the server has no IP list endpoints. */
export function IpListsAbsent() {
  return (
    <div className="rounded-lg border border-line bg-surface-raised">
      <EmptyState icon={<InfoIcon className="size-5" />} title="This server does not offer IP lists">
        <p>
          The API this console talks to has no IP list endpoints, so lists cannot be shown, created or changed here. A
          firewall rule can still name a list its provider made elsewhere, by pasting the list’s ID when adding the
          rule.
        </p>
      </EmptyState>
    </div>
  );
}
