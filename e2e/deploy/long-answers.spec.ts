import { DEMO_TEAM_IDS, demoFixture } from '../../src/emulator/core/demoFixture';
import { MAX_BODY_BYTES } from '../../src/emulator/server/httpAdapter';
import { EMULATOR_URL } from '../env';
import { expect, test } from '../fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator } from '../helpers';
import { manyKeys } from '../keys';
import { NGINX_INSTALLED, NGINX_MISSING } from './env';

// A list answer of most of a megabyte, as a large team's is: nginx buffers it from the API and
// gzips it on the way (docs/deployment.md, "Compression"), and the page must still get all of it.
test.skip(!NGINX_INSTALLED, NGINX_MISSING);

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/** As many keys as a fixture the emulator takes (at most MAX_BODY_BYTES of JSON) holds with room to spare. */
const KEY_COUNT = 4_000;

test(`a list of ${KEY_COUNT} SSH keys comes through nginx gzipped, and the page lists and finds every key`, async ({
  page,
  request,
}) => {
  const fixture = structuredClone(demoFixture);
  const team = fixture.teams.find((candidate) => candidate.id === DEMO_TEAM_IDS.production);
  if (team === undefined) throw new Error('the demo fixture has no production team');
  team.ssh_keys = manyKeys(KEY_COUNT);
  const data = JSON.stringify(fixture);
  expect(data.length, 'the fixture fits the emulator’s body limit').toBeLessThan(MAX_BODY_BYTES);
  const loaded = await request.put(`${EMULATOR_URL}/_emulator/fixture`, {
    data,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(loaded.status(), await loaded.text()).toBe(204);

  const list = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/ssh_keys',
  );
  await gotoArea(page, 'ssh-keys');
  const answer = await list;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toBe('gzip');
  // The JSON as the API sends it (read there: the browser may have let the page's copy go by now).
  const direct = await request.get(`${EMULATOR_URL}/ssh_keys`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  const json = (await direct.body()).length;
  expect(json).toBeGreaterThan(800_000);
  // What crossed the network: the gzipped bytes, a fraction of the JSON.
  expect((await answer.request().sizes()).responseBodySize).toBeLessThan(json / 2);

  const table = page.getByRole('table', { name: 'SSH keys' });
  await expect(page.getByText(`${KEY_COUNT} keys`)).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(KEY_COUNT + 1));
  const last = `bulk key ${String(KEY_COUNT - 1).padStart(5, '0')}`;
  await expect(table.getByRole('row').filter({ hasText: last })).toBeVisible(); // newest first

  // The oldest key, at the very end of the answer, arrived too.
  await page
    .getByRole('region', { name: 'SSH keys list' })
    .evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(table.getByRole('row').filter({ hasText: 'bulk key 00000' })).toHaveAttribute(
    'aria-rowindex',
    String(KEY_COUNT + 1),
  );
  await page.getByRole('searchbox', { name: 'Search SSH keys' }).fill('bulk key 02024');
  await expect(page.getByText(`1 of ${KEY_COUNT} keys`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'bulk key 02024' })).toBeVisible();
});
