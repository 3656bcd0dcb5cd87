import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  withoutExtensions,
} from './helpers';
import { EMULATOR_URL } from './env';
import { DEMO_INSTANCE_TYPE_IDS } from '../src/emulator/core/demoFixture';

const PRODUCTION = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';
const WEB2 = 'c4235af2-e03a-4f2b-a0d7-b770b2c9e2d9';
const DB1 = '91e258a1-6ee2-4da2-b354-f9a9792b35f7';
const WORKER1 = '8f592036-ca42-45c3-80ac-e1fc922e08c1';
const EDGE1 = 'e5fed3f5-2443-43a5-a2a7-09e821c31572';
const WEB1_PASSWORD = 'AFV5vDKYcotrAWFZb8HA';
/** Actions take a few seconds in the emulator (3 s power, 5 s snapshot). */
const SLOW = { timeout: 15_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Virtual machines' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const details = (page: Page) => page.getByRole('region', { name: 'VM details' });

/** Starts an action straight through the API, as another client of the team would. */
async function startAction(
  request: APIRequestContext,
  vmId: string,
  action: string,
  body: Record<string, unknown> = {},
) {
  const response = await request.post(`${EMULATOR_URL}/vm/${vmId}/${action}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { team_id: PRODUCTION, ...body },
  });
  expect(response.ok(), `POST /vm/${vmId}/${action} answered ${response.status()}`).toBe(true);
}

async function openVm(page: Page, id: string, name: string) {
  await gotoArea(page, `vms/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a VM billed by the hour shows the hour’s price, not "0 months"', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${DEMO_TOKEN}` };
  const deployed = await request.post(`${EMULATOR_URL}/vm`, {
    headers,
    data: {
      team_id: PRODUCTION,
      name: 'hourly-1',
      payment_cycle: 'hourly',
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
      location: 'Amsterdam',
      cpu: 2,
      ram: 4096,
      disk: 80,
      os: 101,
    },
  });
  expect(deployed.status()).toBe(201);
  const listed = (await (await request.get(`${EMULATOR_URL}/vm?team_id=${PRODUCTION}`, { headers })).json()) as {
    id: string;
    name: string;
    billing_cycle: number;
    recurring_amount: number;
  }[];
  const vm = listed.find((candidate) => candidate.name === 'hourly-1');
  if (!vm) throw new Error('the hourly VM is not listed');
  // What the API gives: a cycle of 0 months and one hour's price.
  expect(vm).toMatchObject({ billing_cycle: 0, recurring_amount: 0.0164 });

  await openVm(page, vm.id, 'hourly-1');
  await expect(details(page)).toContainText('$0.0164 per hour');
  await expect(details(page)).not.toContainText('0 months');

  await openVm(page, WEB1, 'web-1');
  await expect(details(page)).toContainText('$12.00 per month');
});

test('lists VMs with status and addresses; search, filters and sort live in the URL', async ({ page, request }) => {
  await startAction(request, DB1, 'snapshot', { name: 'nightly' });
  // The plan's figures are listed from 1536 px (below, they are on each VM's page).
  await page.setViewportSize({ width: 1600, height: 900 });
  await gotoArea(page, 'vms');
  await expect(page).toHaveTitle(/Virtual machines/);
  await expect(rowOf(page, 'web-1')).toContainText('192.0.2.10');
  await expect(rowOf(page, 'web-1')).toContainText('2001:db8:10::10');
  await expect(rowOf(page, 'web-1')).toContainText('4 GB');
  await expect(rowOf(page, 'db-1')).toContainText('Taking snapshot');
  await expect(rowOf(page, 'db-1')).toContainText('16 GB');
  await expect(rowOf(page, 'db-1')).toContainText('320 GB');
  // The documented VM has no power state: the column says what the VPCs saw, and where.
  await expect(table(page).getByRole('columnheader', { name: 'Service status' })).toBeVisible();
  await expect(rowOf(page, 'worker-1').getByRole('cell').nth(3)).toContainText('Off');
  await expect(rowOf(page, 'worker-1')).toContainText('VPC shared-services-fra');
  await expect(rowOf(page, 'worker-1').getByTitle('Off · seen in VPC shared-services-fra just now')).toBeVisible();
  await expect(rowOf(page, 'web-1')).toContainText('VPC prod-ams');
  await expect(rowOf(page, 'edge-1').getByRole('cell').nth(3)).toHaveText('Unknown');
  await expect(page.getByText('Power: the API does not report it.')).toBeVisible();
  await expect(rowOf(page, 'web-1').getByRole('button', { name: 'Copy IPv4 of web-1' })).toBeAttached();
  await expect(rowOf(page, 'web-1').getByRole('link', { name: 'web-1' })).toHaveAttribute(
    'href',
    new RegExp(`/vms/${WEB1}$`),
  );

  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await expect(page).toHaveURL(/location=Amsterdam/);
  await expect(rowOf(page, 'worker-1')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Service status' }).selectOption({ label: 'Taking snapshot' });
  await expect(page).toHaveURL(/status=taking_snaphot/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Service status' }).selectOption('');
  await table(page).getByRole('button', { name: 'RAM' }).click();
  await expect(page).toHaveURL(/sort=ram/);
  await expect(table(page).getByRole('row').nth(1)).toContainText('db-1');

  // A link reproduces the view.
  await gotoArea(page, 'vms?q=192.0.2.30');
  await expect(page.getByRole('searchbox', { name: 'Search VMs' })).toHaveValue('192.0.2.30');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'worker-1')).toBeVisible();
  await expectNoCspViolations(page);
});

test(
  'the VM page shows its details but keeps the root password out of the page until asked',
  { tag: '@live' },
  async ({ page }) => {
    await openVm(page, WEB1, 'web-1');
    await expect(details(page)).toContainText('Ubuntu 24.04 LTS');
    await expect(details(page)).toContainText('2 vCPU · 4 GB RAM · 80 GB disk');
    await expect(details(page)).toContainText('192.0.2.10');
    expect(await page.content()).not.toContain(WEB1_PASSWORD);

    await page.getByRole('button', { name: 'Show root password' }).click();
    await expect(details(page).getByText(WEB1_PASSWORD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy root password' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide' }).click();
    expect(await page.content()).not.toContain(WEB1_PASSWORD);

    // Links to what belongs to it, and the console placeholder.
    await expect(page.getByRole('region', { name: 'Reserved IPs' }).getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'VPCs' }).getByRole('link', { name: 'prod-ams' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View this VM’s backups' })).toHaveAttribute(
      'href',
      new RegExp(`/backups\\?vm=${WEB1}$`),
    );
    await expect(page.getByRole('link', { name: 'Open console' })).toHaveAttribute(
      'href',
      new RegExp(`/vms/${WEB1}/console$`),
    );
    // Its one snapshot, and no other VM's.
    const snapshots = page.getByRole('table', { name: 'Snapshots' }).getByRole('row');
    await expect(snapshots.filter({ hasText: 'before-php-upgrade' })).toContainText('Available');
    await expect(snapshots).toHaveCount(2);
  },
);

test('stop asks first, shows progress until the action ends, then says it is off and offers no Stop', async ({
  page,
}) => {
  await openVm(page, WEB2, 'web-2');
  // The status is the service's lifecycle; power is what the VM's VPC saw.
  await expect(details(page)).toContainText('Service statusActive');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Service: Active');
  await expect(details(page)).toContainText(/PowerOn\s*seen in VPC prod-ams/);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Stop web-2' });
  await expect(dialog).toContainText('interrupted');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await dialog.getByRole('button', { name: 'Stop VM' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText('Stopping web-2.');
  await expect(page.getByText('Stopping…')).toBeVisible();
  // Accepted: the page counts it off, and the reboot that would start it waits for the stop to end.
  await expect(page.getByRole('button', { name: 'Start (reboot)' })).toBeDisabled();
  await expect(page.getByText('Stopping…')).toBeHidden(SLOW);
  await expect(details(page)).toContainText(/PowerOff\s*you stopped it just now/);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start (reboot)' })).toBeEnabled();
  await expect(page.getByText('This VM is off. There is no start action: a reboot starts it.')).toBeVisible();

  await page.getByRole('button', { name: 'Start (reboot)' }).click();
  await page.getByRole('alertdialog', { name: 'Reboot web-2' }).getByRole('button', { name: 'Reboot VM' }).click();
  await expect(details(page)).toContainText(/PowerOn\s*you rebooted it just now/);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled(SLOW);
});

test(
  'stopping a VM another client stopped is refused in plain words',
  { tag: '@errors' },
  async ({ page, request }) => {
    // edge-1 is in no VPC: nothing here knows it is off, so Stop is offered.
    await startAction(request, EDGE1, 'stop', { force_stop: true });
    await openVm(page, EDGE1, 'edge-1');
    await expect(details(page)).toContainText('Not reported by the API');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop edge-1' });
    await dialog.getByRole('button', { name: 'Stop VM' }).click();
    await expect(dialog).toContainText(
      documentedErrorsOnly()
        ? 'This VM cannot be stopped now: it may be stopped already, or another action is still running.'
        : 'The VM is stopped. Reboot it to start it, then try again.',
    );
    await expect(dialog).toBeVisible();
  },
);

test('reboot with force sends force_stop and a double click sends one request', async ({ page }) => {
  await openVm(page, WORKER1, 'worker-1');
  const posts = await recordRequestBodies(page, 'POST', new RegExp(`/vm/${WORKER1}/reboot$`));
  // Known off (from its VPC): the reboot is offered as the start it is.
  await page.getByRole('button', { name: 'Start (reboot)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reboot worker-1' });
  await dialog.getByRole('checkbox', { name: 'Force reboot' }).check();
  await dialog.getByRole('button', { name: 'Reboot VM' }).dblclick();
  await expect(notifications(page)).toContainText('worker-1 was forced to restart.');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ force_stop: true });
});

test('a snapshot is taken with its name: pending while the VM is busy, then available', async ({ page }) => {
  await openVm(page, WEB1, 'web-1');
  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take snapshot' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('before-e2e');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Taken by the e2e run');
  await dialog.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText('Taking a snapshot of web-1.');
  await expect(page.getByText('Taking snapshot…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  const row = page.getByRole('table', { name: 'Snapshots' }).getByRole('row').filter({ hasText: 'before-e2e' });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Taken here');
  await expect(row).toContainText('Available', SLOW);
  await expect(page.getByText('Taking snapshot…')).toBeHidden(SLOW);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
});

test('the snapshot name is suggested, can be changed, is never empty, and is always sent', async ({ page }) => {
  await openVm(page, WEB1, 'web-1');
  const posts = await recordRequestBodies(page, 'POST', new RegExp(`/vm/${WEB1}/snapshot$`));
  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take snapshot' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(/^web-1-\d{8}-\d{4}$/);
  const suggested = await name.inputValue();
  await name.fill('');
  await dialog.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(name).toHaveAccessibleDescription(/Enter a name for the snapshot\./);
  expect(posts).toHaveLength(0);
  await name.fill(suggested);
  await dialog.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ name: suggested });
});

test('a VM read without active_action_id or power_status (as documented) is idle, its console offered', async ({
  page,
}) => {
  // The documented VM object has neither field: answer the page's reads without them.
  await page.route(new RegExp(`/api/vm/${WEB2}(\\?.*)?$`), async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const {
      active_action_id: _action,
      power_status: _power,
      ...documented
    } = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: documented });
  });
  await openVm(page, WEB2, 'web-2');
  await expect(details(page)).toContainText('Active');
  await expect(page.getByText('Action in progress…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reboot', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Take snapshot' })).toBeEnabled();
  // The VM says nothing of its power; its VPC does.
  await expect(details(page)).toContainText('seen in VPC prod-ams');
  await expect(page.getByRole('link', { name: 'Open console' })).toHaveAttribute(
    'href',
    new RegExp(`/vms/${WEB2}/console$`),
  );
});

test('BGP is enabled and disabled after confirming', async ({ page }) => {
  await openVm(page, WEB1, 'web-1');
  await expect(page.getByRole('button', { name: 'Disable BGP' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enable BGP' }).click();
  const enable = page.getByRole('alertdialog', { name: 'Enable BGP' });
  await enable.getByRole('button', { name: 'Enable BGP' }).click();
  await expect(enable).toBeHidden();
  await expect(notifications(page)).toContainText('BGP enabled on web-1.');
  await expect(details(page)).toContainText('Enabled');

  await page.getByRole('button', { name: 'Disable BGP' }).click();
  const disable = page.getByRole('alertdialog', { name: 'Disable BGP' });
  await disable.getByRole('button', { name: 'Disable BGP' }).click();
  await expect(disable).toBeHidden();
  await expect(details(page)).toContainText('Disabled');
  await expect(page.getByRole('button', { name: 'Enable BGP' })).toBeVisible();
});

test(
  'an action already running elsewhere is reported as VM_BUSY, then shown as progress',
  { tag: '@errors' },
  async ({ page, request }) => {
    await openVm(page, EDGE1, 'edge-1');
    await startAction(request, EDGE1, 'reboot');
    await page.getByRole('button', { name: 'Disable BGP' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable BGP' });
    await dialog.getByRole('button', { name: 'Disable BGP' }).click();
    await expect(dialog).toContainText('Another action is still running on this VM.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Action in progress…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reboot', exact: true })).toBeDisabled();
    await expect(page.getByText('Action in progress…')).toBeHidden(SLOW);
  },
);

test('the primary IPv4 is converted to a reserved IP from the VM page', async ({ page }) => {
  await openVm(page, WEB2, 'web-2');
  await expect(page.getByRole('region', { name: 'Reserved IPs' })).toContainText('No reserved IP');
  await page.getByRole('button', { name: 'Convert to reserved IP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to reserved IP' });
  await expect(dialog.getByLabel('VM’s primary IPv4 address')).toHaveValue('192.0.2.11');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('web-2 primary');
  await dialog.getByRole('button', { name: 'Convert to reserved IP' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText('192.0.2.11 is now the reserved IP “web-2 primary”.');
  await expect(page).toHaveURL(new RegExp(`/vms/${WEB2}$`));
  await expect(
    page.getByRole('region', { name: 'Reserved IPs' }).getByRole('link', { name: 'web-2 primary' }),
  ).toBeVisible();
});

test('cancelling the conversion comes back to the VM page, and Forward does not ask again', async ({ page }) => {
  await openVm(page, WEB2, 'web-2');
  await page.getByRole('button', { name: 'Convert to reserved IP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to reserved IP' });
  await expect(dialog.getByLabel('VM’s primary IPv4 address')).toHaveValue('192.0.2.11');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${WEB2}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'web-2' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserved IPs' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an unknown VM says so', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, 'vms/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'VM not found' })).toBeVisible();
});

test('without GET /vm: the VMs other lists know of, open by id, and actions still work', async ({ page }) => {
  await withoutExtensions(page, ['GET /vm', 'GET /vm/{vm_id}']);
  await gotoArea(page, 'vms');
  await expect(page.getByText('This server does not list VMs.')).toBeVisible();
  const known = page.getByRole('table', { name: 'Known VMs' });
  await expect(known.getByRole('row').filter({ hasText: 'worker-1' })).toContainText(/Off\s*VPC shared-services-fra/);
  await expect(known.getByRole('row').filter({ hasText: 'edge-1' })).toContainText('reserved IP');
  await expect(known.getByRole('link', { name: 'web-1' })).toHaveAttribute('href', new RegExp(`/vms/${WEB1}$`));

  await page.getByRole('textbox', { name: 'VM ID' }).fill(EDGE1);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${EDGE1}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'edge-1' })).toBeVisible();
  await expect(page.getByText('does not offer reading a VM’s details')).toBeVisible();
  await expect(details(page)).toContainText(EDGE1);
  await page.getByRole('button', { name: 'Disable BGP' }).click();
  await page.getByRole('alertdialog', { name: 'Disable BGP' }).getByRole('button', { name: 'Disable BGP' }).click();
  await expect(notifications(page)).toContainText('BGP disabled on edge-1.');
  // With no read of the VM nothing can tell when the action ends: the Activity panel says accepted, not running for ever.
  await page.getByRole('button', { name: /^Activity/ }).click();
  const entry = page.getByRole('dialog', { name: 'Activity' }).getByRole('listitem').filter({ hasText: 'Disable BGP' });
  await expect(entry).toContainText('Accepted');
  await expect(entry).toContainText('this API does not tell when the VM has finished');
  await expect(page.getByRole('button', { name: 'Activity', exact: true })).toBeVisible();
});
