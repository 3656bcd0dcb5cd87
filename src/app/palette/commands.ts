import { paths } from '../../lib/paths';
import type { PageAction } from '../../ui/hooks/pageAction';
import { AREAS } from '../areas';
import type { PaletteEntry } from './entries';

/** What the palette offers besides the team's resources: its actions, then every area. */
export function commandEntries(teamId: string): PaletteEntry[] {
  const pageAction = (label: string, area: string, action: PageAction, terms: string[] = []): PaletteEntry => ({
    key: `action:${label}`,
    kind: 'Action',
    label,
    terms,
    target: { kind: 'page-action', path: paths.area(teamId, area), action },
  });
  return [
    {
      key: 'action:deploy',
      kind: 'Action',
      label: 'Deploy a VM',
      terms: ['new vm', 'create server'],
      target: { kind: 'path', path: paths.deployVm(teamId) },
    },
    pageAction('Add SSH key', 'ssh-keys', 'create', ['new ssh key']),
    pageAction('Create VPC', 'vpcs', 'create', ['new network']),
    pageAction('Create firewall group', 'firewalls', 'create', ['new firewall']),
    pageAction('Create IP list', 'ip-lists', 'create', ['new ip list']),
    pageAction('New startup script', 'startup-scripts', 'create', ['create startup script']),
    {
      key: 'action:switch-team',
      kind: 'Action',
      label: 'Switch team…',
      terms: ['team'],
      target: { kind: 'switch-team' },
    },
    {
      key: 'action:help',
      kind: 'Action',
      label: 'Keyboard shortcuts',
      terms: ['help', 'keys', '?'],
      target: { kind: 'help' },
    },
    ...AREAS.map((area): PaletteEntry => ({
      key: `area:${area.slug}`,
      kind: 'Area',
      label: area.title,
      terms: [area.slug],
      detail: area.group,
      target: { kind: 'path', path: paths.area(teamId, area.slug) },
    })),
  ];
}
