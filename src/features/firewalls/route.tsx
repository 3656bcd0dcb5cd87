import { useEffect } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useFirewallGroup } from '../../api/firewalls';
import { useOperationAbsent } from '../../api/capabilities';
import { FirewallGroupPage } from './FirewallGroupPage';
import { FirewallGroupsPage } from './FirewallGroupsPage';
import { useRememberedGroups } from './sessionStore';

// Route module for /teams/:teamId/firewalls/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<FirewallGroupsPage />} />
      <Route path=":groupId" element={<GroupRoute />} />
    </Routes>
  );
}

/** A group opened by its id is remembered in this tab when the server cannot list groups. */
function GroupRoute() {
  const { teamId = '', groupId = '' } = useParams();
  const group = useFirewallGroup(teamId, groupId);
  const listAbsent = useOperationAbsent('firewalls.list');
  const { remember } = useRememberedGroups(teamId);
  const loadedId = group.data?.id;
  useEffect(() => {
    if (listAbsent && loadedId) remember(loadedId);
  }, [listAbsent, loadedId, remember]);
  return <FirewallGroupPage key={groupId} />;
}
