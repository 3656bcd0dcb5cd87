import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../../api/http/client';
import { signIn } from '../../../api/session/session';
import type { FirewallGroup, Vm } from '../../../api/types';
import { recordRequests } from '../../../test/emulatorHarness';
import { renderInApp as renderUi } from '../../../test/renderInApp';
import { WEB_1 as VM } from '../testVms';
import { ApplyToVmsAction } from '../../firewalls/ApplyToVmsAction';
import { AttachFirewallAction } from './AttachFirewallAction';
import { DeleteVmAction } from './DeleteVmAction';
import { AttachMeasuredBootAction, DetachMeasuredBootAction } from './MeasuredBootAction';
import { ReinstallVmAction } from './ReinstallVmAction';
import { RestoreVmAction } from './RestoreVmAction';
import { BootSettingAction, EnableIpv6Action } from './SettingActions';
import { RenameVmAction } from './RenameVmAction';
import { SetRdnsDialog } from './VmRdns';

const BASE = 'http://api.test';
const TEAM = '11111111-2222-4333-8444-555555555555';

const server = setupServer();
const sent = recordRequests(server);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: BASE });
  signIn('test-token', { keepInTab: false });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const noop = () => undefined;

describe('RenameVmAction', () => {
  it('sends one setting, and keeps what was typed when another action runs (409)', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 409 })));
    const user = renderUi(<RenameVmAction teamId={TEAM} vm={VM} onClose={noop} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'web-renamed');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/Another action is already running on this VM/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('web-renamed');
    await waitFor(() => expect(sent[0]?.body).toEqual({ team_id: TEAM, name: 'web-renamed' }));
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: `/vm/${VM.id}` });
  });

  it('closes once accepted (202)', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 202 })));
    let closed = false;
    const user = renderUi(<RenameVmAction teamId={TEAM} vm={VM} onClose={() => (closed = true)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '-b');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('BootSettingAction', () => {
  it('warns of the power cycle and reads a SEV refusal in words', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => HttpResponse.json({ err: 'SEV_REQUIRES_UEFI' }, { status: 400 })));
    const user = renderUi(<BootSettingAction teamId={TEAM} vm={VM} onClose={noop} setting="sev-on" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Turn SEV on' });
    expect(dialog).toHaveTextContent('The VM is power-cycled');
    await user.click(within(dialog).getByRole('button', { name: 'Turn SEV on' }));
    expect(await within(dialog).findByText(/SEV needs UEFI boot/)).toBeInTheDocument();
    await waitFor(() => expect(sent[0]?.body).toEqual({ team_id: TEAM, enable_sev: true }));
  });
});

describe('SetRdnsDialog', () => {
  const renderRdnsDialog = () =>
    renderUi(
      <SetRdnsDialog
        teamId={TEAM}
        vmId={VM.id}
        row={{ ip: '203.0.113.10', domain: null, version: 4 }}
        onClose={noop}
      />,
    );

  it('says the domain must resolve, then explains a 403 in plain words', async () => {
    server.use(http.post(`${BASE}/vm/:id/rdns`, () => new HttpResponse(null, { status: 403 })));
    const user = renderRdnsDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('The domain must already resolve to 203.0.113.10');
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'web.example.com');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText('The domain resolves to another address. Point it at this address first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toHaveValue('web.example.com');
    await waitFor(() =>
      expect(sent[0]?.body).toEqual({ team_id: TEAM, ip_addr: '203.0.113.10', domain: 'web.example.com' }),
    );
  });

  it('refuses a bare word before sending', async () => {
    const user = renderRdnsDialog();
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'localhost');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(/Enter a full domain name/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('ApplyToVmsAction', () => {
  const group: FirewallGroup = {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    description: 'Public web',
    created: '2026-03-01T08:00:00Z',
    updated: '2026-03-01T08:00:00Z',
    instance_count: 0,
    rule_count: 2,
  };
  const other = { ...VM, id: '6c1f8d9b-2e3f-4a4b-8c5d-6e7f8a9b0c1d', name: 'db-1' };

  it('sends one PATCH per chosen VM, follows each to its end and says the whole finished', async () => {
    let applied = false;
    server.use(
      http.get(`${BASE}/vm`, () => HttpResponse.json([VM, other])),
      // Busy on its first read after the PATCH, then done and in the group.
      http.get(`${BASE}/vm/:id`, () => {
        const done = applied;
        applied = true;
        return HttpResponse.json(
          done ? { ...VM, firewall_group_id: group.id, active_action_id: null } : { ...VM, active_action_id: 'a-1' },
        );
      }),
      http.get(`${BASE}/network/firewalls`, () => HttpResponse.json({ groups: [] })),
      http.patch(`${BASE}/vm/:id`, ({ params }) =>
        params.id === VM.id ? new HttpResponse(null, { status: 202 }) : new HttpResponse(null, { status: 409 }),
      ),
    );
    const user = renderUi(<ApplyToVmsAction teamId={TEAM} group={group} />);
    await user.click(screen.getByRole('button', { name: 'Apply to VMs' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to VMs' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /web-1/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /db-1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('web-1: applying…');
    expect(results).toHaveTextContent('db-1: refused. Another action is already running on this VM');
    expect(dialog).toHaveTextContent('Applying: 1 of 2 finished, 1 still running.');
    await waitFor(() => expect(results).toHaveTextContent('web-1: applied.'), { timeout: 5000 });
    expect(dialog).toHaveTextContent('Finished: 1 applied, 1 refused.');
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.path).sort()).toEqual([`/vm/${other.id}`, `/vm/${VM.id}`].sort());
    await waitFor(() => expect(patches[0]?.body).toEqual({ team_id: TEAM, firewall_group_id: group.id }));
  });
});

const patchesSent = () => sent.filter((request) => request.method === 'PATCH');

describe('ReinstallVmAction', () => {
  const templates = [
    { id: 101, name: 'Ubuntu 24.04 LTS', family: 'ubuntu' },
    { id: 112, name: 'Debian 13', family: 'debian' },
  ];

  it('sends nothing until an OS is chosen and the name typed exactly, then sends os_id and closes', async () => {
    server.use(
      http.get(`${BASE}/os_templates`, () => HttpResponse.json(templates)),
      http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 202 })),
    );
    let closed = false;
    const user = renderUi(<ReinstallVmAction teamId={TEAM} vm={VM} onClose={() => (closed = true)} />);
    const dialog = screen.getByRole('dialog', { name: 'Reinstall VM' });
    expect(dialog).toHaveAccessibleDescription(/Everything on its disk is lost\./);
    await user.click(within(dialog).getByRole('button', { name: 'Reinstall and wipe disk' }));
    expect(within(dialog).getByRole('combobox', { name: 'Operating system' })).toHaveAccessibleDescription(
      /Choose an operating system\./,
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operating system' }),
      await within(dialog).findByRole('option', { name: 'Debian 13' }),
    );
    const confirm = within(dialog).getByRole('textbox', { name: 'Type “web-1” to confirm' });
    await user.type(confirm, 'web-');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstall and wipe disk' }));
    expect(confirm).toHaveAccessibleDescription(/Type the VM’s name exactly\./);
    expect(confirm).toHaveFocus();
    expect(patchesSent()).toHaveLength(0);
    await user.type(confirm, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstall and wipe disk' }));
    await waitFor(() => expect(closed).toBe(true));
    await waitFor(() => expect(patchesSent()[0]?.body).toEqual({ team_id: TEAM, os_id: 112 }));
  });

  it('keeps the choice and the typed name when the server refuses (code-less 400)', async () => {
    server.use(
      http.get(`${BASE}/os_templates`, () => HttpResponse.json(templates)),
      http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 400 })),
    );
    const user = renderUi(<ReinstallVmAction teamId={TEAM} vm={VM} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Reinstall VM' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operating system' }),
      await within(dialog).findByRole('option', { name: 'Ubuntu 24.04 LTS' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “web-1” to confirm' }), 'web-1');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstall and wipe disk' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server refused this change for this VM. Check the value and try again.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Operating system' })).toHaveValue('101');
    expect(within(dialog).getByRole('textbox', { name: 'Type “web-1” to confirm' })).toHaveValue('web-1');
  });
});

describe('DeleteVmAction', () => {
  const effects = { goes: ['Its disk and everything on it.'], stays: ['Its snapshots.'] };

  it('says what goes and what stays, and deletes only once the name is typed', async () => {
    server.use(http.delete(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 204 })));
    let closed = false;
    const user = renderUi(<DeleteVmAction teamId={TEAM} vm={VM} effects={effects} onClose={() => (closed = true)} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete VM' });
    expect(dialog).toHaveTextContent('Its disk and everything on it.');
    expect(dialog).toHaveTextContent('Its snapshots.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete VM' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'web-1');
    await user.click(confirm);
    await waitFor(() => expect(closed).toBe(true));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/vm/${VM.id}`,
    ]);
  });

  it('names the VM when it is already gone (404 NOT_FOUND)', async () => {
    server.use(http.delete(`${BASE}/vm/:id`, () => HttpResponse.json({ err: 'NOT_FOUND' }, { status: 404 })));
    const user = renderUi(<DeleteVmAction teamId={TEAM} vm={VM} effects={effects} onClose={noop} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete VM' });
    await user.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'web-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete VM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This VM no longer exists, or it is already being deleted.',
    );
  });
});

describe('RestoreVmAction', () => {
  const snapshot = {
    id: '7d2a9e0c-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
    created_at: '2026-10-30T17:45:12.310Z',
    name: 'before-upgrade',
    desc: '',
    size: 1024,
    status: 'available',
  };
  const pending = { ...snapshot, id: '8e3b0f1d-4a5b-4c6d-9e7f-8a9b0c1d2e3f', name: 'still-running', status: 'pending' };

  it('offers available snapshots only, asks for a source and the name, then restores from the snapshot', async () => {
    server.use(
      http.get(`${BASE}/vm/:id/backups`, () => HttpResponse.json([])),
      http.get(`${BASE}/snapshots`, () => HttpResponse.json([snapshot, pending])),
      http.post(`${BASE}/vm/:id/restore-snapshot`, () => HttpResponse.json({ audit_log_id: 'x' }, { status: 202 })),
    );
    let closed = false;
    const user = renderUi(<RestoreVmAction teamId={TEAM} vm={VM} taken={{}} onClose={() => (closed = true)} />);
    const dialog = screen.getByRole('dialog', { name: 'Restore VM' });
    expect(await within(dialog).findByRole('radio', { name: /before-upgrade/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /still-running/ })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Backups of this VM' })).toHaveTextContent('No backups.');
    // Nothing chosen yet: the submit waits, and says what for.
    const submit = within(dialog).getByRole('button', { name: 'Restore and replace disk' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Choose a backup or snapshot to restore from.');
    await user.click(within(dialog).getByRole('radio', { name: /before-upgrade/ }));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription(/Choose a backup/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “web-1” to confirm' }), 'web-1');
    await user.click(within(dialog).getByRole('button', { name: 'Restore and replace disk' }));
    await waitFor(() => expect(closed).toBe(true));
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([`/vm/${VM.id}/restore-snapshot`]);
    await waitFor(() => expect(posts[0]?.body).toEqual({ team_id: TEAM, snapshot_id: snapshot.id }));
  });
});

describe('EnableIpv6Action', () => {
  it('asks first, then sends enable_ipv6 alone', async () => {
    server.use(http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 202 })));
    let closed = false;
    const user = renderUi(<EnableIpv6Action teamId={TEAM} vm={VM} onClose={() => (closed = true)} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Enable IPv6' });
    expect(dialog).toHaveTextContent('the operating system may need its network configured');
    await user.click(within(dialog).getByRole('button', { name: 'Enable IPv6' }));
    await waitFor(() => expect(closed).toBe(true));
    await waitFor(() => expect(patchesSent()[0]?.body).toEqual({ team_id: TEAM, enable_ipv6: true }));
  });
});

describe('measured boot', () => {
  const image = {
    id: '4e3b9d85-6caf-4a51-8d74-9fbc3a5eab48',
    filename: 'debian-12.uki.efi',
    description: 'Debian 12',
    size: 1024,
    created: '2026-03-01T08:00:00Z',
  };

  it('explains that SEV is needed and offers nothing to send while SEV is off', () => {
    renderUi(<AttachMeasuredBootAction teamId={TEAM} vm={{ ...VM, sev_enabled: false }} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Attach measured boot image' });
    expect(dialog).toHaveTextContent('SEV is off on this VM.');
    expect(within(dialog).queryByRole('button', { name: 'Attach and restart' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('attaches the chosen image with SEV on, and detaches after asking', async () => {
    server.use(
      http.get(`${BASE}/measured-boot-images`, () => HttpResponse.json({ files: [image] })),
      http.post(`${BASE}/vm/:id/attach-measured-boot`, () => HttpResponse.json({ audit_log_id: 'a' }, { status: 202 })),
      http.post(`${BASE}/vm/:id/detach-measured-boot`, () => HttpResponse.json({ audit_log_id: 'b' }, { status: 202 })),
    );
    const sevVm = { ...VM, sev_enabled: true };
    const user = renderUi(<AttachMeasuredBootAction teamId={TEAM} vm={sevVm} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Attach measured boot image' });
    await user.click(within(dialog).getByRole('button', { name: 'Attach and restart' }));
    expect(within(dialog).getByRole('combobox', { name: 'Image' })).toHaveAccessibleDescription(/Choose an image\./);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Image' }),
      await within(dialog).findByRole('option', { name: /debian-12\.uki\.efi/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Attach and restart' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/attach-measured-boot'))?.body).toEqual({
        team_id: TEAM,
        uki_image_id: image.id,
      }),
    );
    cleanup();

    const again = renderUi(<DetachMeasuredBootAction teamId={TEAM} vm={sevVm} onClose={noop} />);
    const detach = screen.getByRole('alertdialog', { name: 'Detach measured boot image' });
    expect(detach).toHaveTextContent('The VM is power-cycled');
    await again.click(within(detach).getByRole('button', { name: 'Detach and restart' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/detach-measured-boot'))?.body).toEqual({ team_id: TEAM }),
    );
  });
});

describe('AttachFirewallAction', () => {
  const groups = [
    { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', description: 'Public web', rule_count: 2 },
    { id: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff', description: 'Databases', rule_count: 1 },
  ].map((group) => ({ ...group, created: '2026-03-01T08:00:00Z', updated: '2026-03-01T08:00:00Z', instance_count: 0 }));

  it('asks for a group, offers only other groups than the VM’s own, and sends firewall_group_id', async () => {
    server.use(
      http.get(`${BASE}/network/firewalls`, () => HttpResponse.json({ firewall_groups: groups })),
      http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 202 })),
    );
    let closed = false;
    const vm = { ...VM, firewall_group_id: groups[0]?.id ?? null } as Vm;
    const user = renderUi(<AttachFirewallAction teamId={TEAM} vm={vm} onClose={() => (closed = true)} />);
    const dialog = screen.getByRole('dialog', { name: 'Change firewall group' });
    const select = within(dialog).getByRole('combobox', { name: 'Firewall group' });
    await user.click(within(dialog).getByRole('button', { name: 'Attach group' }));
    expect(select).toHaveAccessibleDescription(/Choose a firewall group\./);
    expect(select).toHaveFocus();
    const option = await within(dialog).findByRole('option', { name: 'Databases (1 rule)' });
    expect(within(dialog).queryByRole('option', { name: /Public web/ })).toBeNull();
    await user.selectOptions(select, option);
    await user.click(within(dialog).getByRole('button', { name: 'Attach group' }));
    await waitFor(() => expect(closed).toBe(true));
    await waitFor(() => expect(patchesSent()[0]?.body).toEqual({ team_id: TEAM, firewall_group_id: groups[1]?.id }));
  });

  it('is "Attach" for a VM without a group, and keeps the choice when the VM is busy (409)', async () => {
    server.use(
      http.get(`${BASE}/network/firewalls`, () => HttpResponse.json({ firewall_groups: groups })),
      http.patch(`${BASE}/vm/:id`, () => new HttpResponse(null, { status: 409 })),
    );
    const user = renderUi(<AttachFirewallAction teamId={TEAM} vm={VM} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Attach firewall group' });
    const select = within(dialog).getByRole('combobox', { name: 'Firewall group' });
    await user.selectOptions(select, await within(dialog).findByRole('option', { name: 'Public web (2 rules)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Another action is already running/);
    expect(select).toHaveValue(groups[0]?.id);
  });
});
