import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { documentedErrorsOnly, gotoArea, recordRequestBodies, resetEmulator } from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): web-2 (vps-2, no SEV, BIOS, group "Public web
// servers", 192.0.2.11), db-1 (UEFI and SEV on, group "Databases (private only)"), worker-1
// (stopped, no group), edge-1 (group "Public web servers"). Settings take 2 s, a power cycle 4 s,
// a reinstall is `building` 6 s, a delete `terminating` 5 s.
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const details = (page: Page) => page.getByRole('region', { name: 'VM details' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rdns = (page: Page) => page.getByRole('region', { name: 'Reverse DNS' });

async function openVm(page: Page, id: string, name: string) {
  await gotoArea(page, `vms/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens an entry of the VM's Actions menu (which waits while an action runs). */
async function chooseAction(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Actions' }).click({ timeout: SLOW.timeout });
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Starts an action straight through the API, as another client of the team would. */
async function startAction(request: APIRequestContext, vmId: string, action: string) {
  const response = await request.post(`${EMULATOR_URL}/vm/${vmId}/${action}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { team_id: DEMO_TEAM_IDS.production },
  });
  expect(response.ok(), `POST /vm/${vmId}/${action} answered ${response.status()}`).toBe(true);
}

test('rename, then reinstall with another OS once the name is typed', async ({ page }) => {
  test.setTimeout(60_000);
  const patches = await recordRequestBodies(page, 'PATCH', new RegExp(`/vm/${DEMO_VM_IDS.web2}$`));
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');

  await chooseAction(page, 'Rename…');
  const rename = page.getByRole('dialog', { name: 'Rename VM' });
  await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveValue('web-2');
  await rename.getByRole('textbox', { name: 'Name' }).fill('web-2-blue');
  await rename.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(rename).toBeHidden();
  await expect(notifications(page)).toContainText('Renaming “web-2” to “web-2-blue”.');
  await expect(page.getByRole('heading', { level: 1, name: 'web-2-blue' })).toBeVisible(SLOW);

  await chooseAction(page, 'Reinstall with another OS…');
  const reinstall = page.getByRole('dialog', { name: 'Reinstall VM' });
  await expect(reinstall).toContainText('The disk is wiped');
  await expectNoAxeViolations(page, 'reinstall dialog');
  await reinstall.getByRole('combobox', { name: 'Operating system' }).selectOption({ label: 'Debian 13' });
  await reinstall.getByRole('button', { name: 'Reinstall and wipe disk' }).click();
  const confirm = reinstall.getByRole('textbox', { name: 'Type “web-2-blue” to confirm' });
  await expect(confirm).toHaveAccessibleDescription(/Type the VM’s name exactly\./);
  expect(patches).toHaveLength(1);
  await confirm.fill('web-2-blue');
  await reinstall.getByRole('button', { name: 'Reinstall and wipe disk' }).click();
  await expect(reinstall).toBeHidden();
  expect(patches.map((body) => JSON.parse(body) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ name: 'web-2-blue' }),
    expect.objectContaining({ os_id: 112 }),
  ]);
  await expect(notifications(page)).toContainText('Reinstalling “web-2-blue” with Debian 13.');
  await expect(heading(page)).toContainText('Building', SLOW);
  await expect(heading(page)).toContainText('Active', SLOW);
  await expect(details(page)).toContainText('Debian 13');
});

test(
  'a change while another action runs is refused (409) and the dialog keeps what was typed',
  { tag: '@errors' },
  async ({ page, request }) => {
    await openVm(page, DEMO_VM_IDS.web2, 'web-2');
    await chooseAction(page, 'Rename…');
    const rename = page.getByRole('dialog', { name: 'Rename VM' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('web-2-green');
    await startAction(request, DEMO_VM_IDS.web2, 'reboot');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename.getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? 'Another action is already running on this VM. Wait for it to finish, then try again.'
        : 'Another action is still running on this VM. Wait for it to finish.',
    );
    await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveValue('web-2-green');
  },
);

test(
  'reverse DNS: a name is refused until it resolves to the address, then set and removed',
  { tag: '@errors' },
  async ({ page }) => {
    await openVm(page, DEMO_VM_IDS.web2, 'web-2');
    await expect(rdns(page)).toContainText('192-0-2-11.ip.test');
    await rdns(page).getByRole('button', { name: 'Change reverse DNS of 192.0.2.11' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse DNS of 192.0.2.11' });
    await expectNoAxeViolations(page, 'reverse DNS dialog');
    const domain = dialog.getByRole('textbox', { name: 'Domain name' });
    const save = dialog.getByRole('button', { name: 'Save name' });
    const refusal = dialog.getByRole('alert');

    await domain.fill('nowhere.example.com');
    await save.click();
    await expect(refusal).toContainText(
      documentedErrorsOnly()
        ? 'The address is not valid, or the domain does not resolve to it yet.'
        : 'This domain does not resolve yet.',
    );
    await expect(domain).toHaveValue('nowhere.example.com');

    // Resolves, but to web-1's address.
    await domain.fill('www.acme.example');
    await save.click();
    await expect(refusal).toContainText(
      documentedErrorsOnly() ? 'The domain resolves to another address.' : 'This domain resolves to another address.',
    );

    // Resolves to this address, but the rDNS provider refuses it.
    await domain.fill('spam.acme.example');
    await save.click();
    await expect(refusal).toContainText(
      documentedErrorsOnly()
        ? 'The reverse DNS provider refused this entry.'
        : 'The reverse DNS provider refused this change.',
    );

    await domain.fill('mail.192-0-2-11.ip.test');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText('192.0.2.11 now answers “mail.192-0-2-11.ip.test”.');
    await expect(rdns(page)).toContainText('mail.192-0-2-11.ip.test');

    await rdns(page).getByRole('button', { name: 'Remove reverse DNS of 192.0.2.11' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove reverse DNS name' });
    await remove.getByRole('button', { name: 'Remove name' }).click();
    await expect(remove).toBeHidden();
    await expect(notifications(page)).toContainText('Reverse DNS name of 192.0.2.11 removed.');
    await expect(rdns(page)).not.toContainText('mail.192-0-2-11.ip.test');
    await expect(rdns(page)).toContainText('192-0-2-11.ip.test');
  },
);

test('the firewall group is detached and another attached from the VM page', { tag: '@live' }, async ({ page }) => {
  test.setTimeout(45_000);
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');
  const group = details(page).getByRole('link', { name: 'Public web servers' });
  await expect(group).toBeVisible();

  await chooseAction(page, 'Detach firewall group…');
  const detach = page.getByRole('alertdialog', { name: 'Detach firewall group' });
  await expect(detach).toContainText('traffic the group blocked reaches the VM');
  await detach.getByRole('button', { name: 'Detach group' }).click();
  await expect(detach).toBeHidden();
  await expect(notifications(page)).toContainText('Detaching the firewall group from “web-2”.');
  await expect(group).toBeHidden(SLOW);

  await chooseAction(page, 'Attach firewall group…');
  const attach = page.getByRole('dialog', { name: 'Attach firewall group' });
  await attach.getByRole('button', { name: 'Attach group' }).click();
  await expect(attach.getByRole('combobox', { name: 'Firewall group' })).toHaveAccessibleDescription(
    /Choose a firewall group\./,
  );
  await attach
    .getByRole('combobox', { name: 'Firewall group' })
    .selectOption({ label: 'Databases (private only) (1 rule)' });
  await attach.getByRole('button', { name: 'Attach group' }).click();
  await expect(attach).toBeHidden();
  await expect(notifications(page)).toContainText('Applying “Databases (private only)” to “web-2”.');
  await expect(details(page).getByRole('link', { name: 'Databases (private only)' })).toBeVisible(SLOW);
});

test(
  '"Apply to VMs" on a firewall group changes each VM with its own request and shows each result',
  { tag: '@errors' },
  async ({ page, request }) => {
    await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.database}`);
    await page.getByRole('button', { name: 'Apply to VMs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to VMs' });
    await expect(dialog.getByRole('checkbox', { name: 'db-1' })).toBeChecked();
    await expectNoAxeViolations(page, 'apply to VMs dialog');
    await dialog.getByRole('checkbox', { name: 'edge-1' }).check();
    await dialog.getByRole('checkbox', { name: 'web-1' }).check();
    await dialog.getByRole('checkbox', { name: 'db-1' }).uncheck();
    await expect(dialog).toContainText('3 VMs change: one request each.');

    // web-1 gets busy meanwhile: its change alone is refused.
    await startAction(request, DEMO_VM_IDS.web1, 'reboot');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const results = dialog.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('listitem').filter({ hasText: 'edge-1' })).toContainText('applying…');
    await expect(results.getByRole('listitem').filter({ hasText: 'db-1' })).toContainText('detaching…');
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toContainText(
      documentedErrorsOnly()
        ? 'refused. Another action is already running on this VM.'
        : 'refused. Another action is still running on this VM.',
    );
    // Each accepted VM is followed until it reports the change finished.
    await expect(dialog).toContainText('Finished: 1 applied, 1 detached, 1 refused.', SLOW);
    await expect(results.getByRole('listitem').filter({ hasText: 'edge-1' })).toContainText('applied.');
    await expect(results.getByRole('listitem').filter({ hasText: 'db-1' })).toContainText('detached.');
    // The footer's button (the title bar's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  },
);

test(
  'boot mode and SEV say the VM is power-cycled; SEV refusals are explained',
  { tag: '@errors' },
  async ({ page }) => {
    test.setTimeout(60_000);
    await openVm(page, DEMO_VM_IDS.web2, 'web-2');
    await chooseAction(page, 'Turn SEV on…');
    const sevOn = page.getByRole('alertdialog', { name: 'Turn SEV on' });
    await expect(sevOn).toContainText('The VM is power-cycled');
    await sevOn.getByRole('button', { name: 'Turn SEV on' }).click();
    await expect(sevOn).toContainText('SEV is not available for this VM: its host cluster does not support it.');
    await sevOn.getByRole('button', { name: 'Cancel' }).click();

    await chooseAction(page, 'Boot with UEFI…');
    const uefi = page.getByRole('alertdialog', { name: 'Boot with UEFI' });
    await expect(uefi).toContainText('An operating system installed for BIOS may not start under UEFI.');
    await expect(uefi).toContainText('The VM is power-cycled');
    await uefi.getByRole('button', { name: 'Switch to UEFI' }).click();
    await expect(uefi).toBeHidden();
    await expect(notifications(page)).toContainText('Switching to UEFI boot on “web-2”.');
    // The API reports no boot mode: the page says what this tab set, and the menu offers only the other way.
    await expect(details(page)).toContainText(/Boot mode\s*UEFI · set here/);
    await expect(details(page)).toContainText(/SEV-SNP\s*Not reported by the API/);
    await page.getByRole('button', { name: 'Actions' }).click(SLOW);
    await expect(page.getByRole('menuitem', { name: 'Boot with legacy BIOS…' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Boot with UEFI…' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Activity/ }).click();
    const activity = page.getByRole('dialog', { name: 'Activity' });
    await expect(activity.getByRole('listitem').filter({ hasText: 'Boot mode: UEFI · web-2' })).toBeVisible();
    await page.keyboard.press('Escape');

    // db-1 runs SEV: BIOS is refused until SEV is off.
    await openVm(page, DEMO_VM_IDS.db1, 'db-1');
    await chooseAction(page, 'Boot with legacy BIOS…');
    const bios = page.getByRole('alertdialog', { name: 'Boot with legacy BIOS' });
    await bios.getByRole('button', { name: 'Switch to BIOS' }).click();
    await expect(bios).toContainText('SEV needs UEFI boot.');
  },
);

test('delete: the name typed, what goes and what stays said, then the VM leaves the list', async ({ page }) => {
  test.setTimeout(45_000);
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');
  await chooseAction(page, 'Delete VM…');
  const dialog = page.getByRole('alertdialog', { name: 'Delete VM' });
  await expect(dialog).toContainText('Its disk and everything on it.');
  await expect(dialog).toContainText('Its primary addresses (192.0.2.11, 2001:db8:10::11)');
  await expect(dialog).toContainText('Its place in the VPC prod-ams.');
  await expect(dialog).toContainText('Its membership of the firewall group “Public web servers” (the group stays).');
  await expect(dialog).toContainText('Its snapshots: they belong to the team and can deploy a new VM.');
  await expectNoAxeViolations(page, 'delete VM dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete VM' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /to confirm/ }).fill('web-2');
  await confirm.click();

  await expect(page).toHaveURL(/\/vms$/);
  await expect(notifications(page)).toContainText('Deleting VM “web-2”.');
  const table = page.getByRole('table', { name: 'Virtual machines' });
  await expect(table.getByRole('row').filter({ hasText: 'web-1' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'web-2' })).toHaveCount(0, SLOW);
});

test(
  'a delete refused as documented (the VM is already gone) is said on the dialog',
  { tag: '@errors' },
  async ({ page, request }) => {
    await openVm(page, DEMO_VM_IDS.edge1, 'edge-1');
    await chooseAction(page, 'Delete VM…');
    const dialog = page.getByRole('alertdialog', { name: 'Delete VM' });
    await dialog.getByRole('textbox', { name: /to confirm/ }).fill('edge-1');
    const gone = await request.delete(`${EMULATOR_URL}/vm/${DEMO_VM_IDS.edge1}`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    });
    expect(gone.status()).toBe(204);
    await dialog.getByRole('button', { name: 'Delete VM' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This VM no longer exists, or it is already being deleted.');
  },
);

test('a stopped VM says a reboot starts it, and the reboot does', async ({ page }) => {
  await openVm(page, DEMO_VM_IDS.worker1, 'worker-1');
  const note = page.getByText('This VM is off. There is no start action: a reboot starts it.');
  await expect(note).toBeVisible();
  const power = page.getByRole('region', { name: 'VM details' });
  await expect(power).toContainText(/PowerOff\s*seen in VPC shared-services-fra/);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reboot to start it' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reboot worker-1' });
  await dialog.getByRole('button', { name: 'Reboot VM' }).click();
  await expect(dialog).toBeHidden();
  await expect(note).toBeHidden();
  await expect(power).toContainText(/PowerOn\s*you rebooted it just now/);
  await expect(page.getByRole('button', { name: 'Reboot', exact: true })).toBeEnabled(SLOW);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
  await expect(note).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reboot to start it' })).toHaveCount(0);
});
