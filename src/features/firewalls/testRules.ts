import type { FirewallRule } from '../../api/types';

/** A rule as the API lists it: the demo group's "SSH from the office", for the tests of the rule dialogs. */
export const SSH_RULE: FirewallRule = {
  id: 'r1',
  group: 'g1',
  ip_type: 'v4',
  action: 'allow',
  protocol: 'tcp',
  port: '22',
  subnet: '198.51.100.0',
  subnet_size: '28',
  desc: 'SSH from the office',
};
