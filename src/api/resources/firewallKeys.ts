/**
 * The cache keys of a team's firewall groups and rules, apart from firewalls.ts: the VM reads and
 * changes name them (a VM's group), and the console page, which loads those, then carries none of
 * the firewall pages' code.
 */
export const firewallKeys = {
  all: (teamId: string) => ['team', teamId, 'firewalls'] as const,
  list: (teamId: string) => [...firewallKeys.all(teamId), 'list'] as const,
  group: (teamId: string, groupId: string) => [...firewallKeys.all(teamId), 'group', groupId] as const,
  detail: (teamId: string, groupId: string) => [...firewallKeys.group(teamId, groupId), 'detail'] as const,
  rules: (teamId: string, groupId: string) => [...firewallKeys.group(teamId, groupId), 'rules'] as const,
  rule: (teamId: string, groupId: string, ruleId: string) => [...firewallKeys.rules(teamId, groupId), ruleId] as const,
};
