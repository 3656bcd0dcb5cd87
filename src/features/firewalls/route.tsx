import { Route, Routes, useParams } from 'react-router-dom';
import { FirewallGroupPage } from './FirewallGroupPage';
import { FirewallGroupsPage } from './FirewallGroupsPage';

// Route module for /teams/:teamId/firewalls/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<FirewallGroupsPage />} />
      <Route path=":groupId" element={<GroupRoute />} />
    </Routes>
  );
}

/** A new page per group, so nothing of one group's page state carries over to the next. */
function GroupRoute() {
  const { groupId = '' } = useParams();
  return <FirewallGroupPage key={groupId} />;
}
