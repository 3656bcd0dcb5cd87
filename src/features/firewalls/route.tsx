import { useParams } from 'react-router-dom';
import { FirewallGroupPage } from './FirewallGroupPage';
import { FirewallGroupsPage } from './FirewallGroupsPage';

// The pages of /teams/:teamId/firewalls/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': FirewallGroupsPage, ':groupId': GroupRoute };

/** A new page per group, so nothing of one group's page state carries over to the next. */
function GroupRoute() {
  const { groupId = '' } = useParams();
  return <FirewallGroupPage key={groupId} />;
}
