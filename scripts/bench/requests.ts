import type { Page, Request } from '@playwright/test';
import { DEMO_VM_IDS } from '../../src/emulator/core/demoFixture';
import { LARGE_IDS } from '../../src/emulator/fixtures/largeFixture';
import { AREAS } from '../../src/app/areas';
import type { BenchContext, BenchSection } from './context';
import { BENCH_TEAM, launchChromium, navigateInApp, signIn } from './env';
import { summarizeRequests, type SeenRequest } from './requestCount';
import { printTable } from './stats';

const QUIET_MS = 1500;
const LONGEST_MS = 20_000;

/** Every area's list, and the detail pages that read several resources. */
function pagesToView(): { name: string; path: string }[] {
  const team = `/teams/${BENCH_TEAM}`;
  return [
    ...AREAS.map((area) => ({ name: area.title, path: `${team}/${area.slug}` })),
    { name: 'VM web-1', path: `${team}/vms/${DEMO_VM_IDS.web1}` },
    { name: 'Deploy VM', path: `${team}/vms/new` },
    { name: 'Firewall group (10,000 rules)', path: `${team}/firewalls/${LARGE_IDS.bigFirewallGroup}` },
  ];
}

/** Records the API requests `view` causes until none is in flight and none started for QUIET_MS. */
async function apiRequestsOf(page: Page, view: () => Promise<void>): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isApi = (request: Request) =>
    new URL(request.url()).pathname.startsWith('/api/') && request.resourceType() !== 'websocket';
  const started = (request: Request) => {
    if (!isApi(request)) return;
    seen.push({ method: request.method(), url: request.url() });
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const begin = Date.now();
    await view();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - begin > LONGEST_MS) throw new Error(`API requests did not settle within ${LONGEST_MS / 1000} s`);
      await page.waitForTimeout(100);
    }
    return seen;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** API requests per page view, loading each page as a document and reaching it through the app. */
export const requestsSection: BenchSection = {
  name: 'requests',
  description: 'API requests per page view (target: one per resource, no duplicates)',
  async run({ env }: BenchContext) {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await signIn(page, env.appUrl);
      // The page signing in lands on may still be asking for its list: not the first view's requests.
      await apiRequestsOf(page, async () => {});
      const rows: string[][] = [];
      const details: string[] = [];
      for (const { name, path } of pagesToView()) {
        const loaded = summarizeRequests(
          await apiRequestsOf(page, () => page.goto(`${env.appUrl}${path}`).then(() => undefined)),
        );
        // Reached through the app from the team's default page, as a click in the sidebar does.
        await page.goto(`${env.appUrl}/teams/${BENCH_TEAM}/os-templates`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await apiRequestsOf(page, async () => {});
        const navigated = summarizeRequests(await apiRequestsOf(page, () => navigateInApp(page, path)));
        rows.push([
          name,
          String(loaded.total),
          String(loaded.distinct),
          String(navigated.total),
          String(navigated.distinct),
          loaded.duplicates.length + navigated.duplicates.length === 0 ? 'met' : 'MISSED',
        ]);
        details.push(
          `  ${name}: document load ${loaded.resources.join(', ')}${loaded.duplicates.length ? `; DUPLICATES ${loaded.duplicates.join(', ')}` : ''}`,
        );
        if (navigated.duplicates.length)
          details.push(`  ${name}: in-app DUPLICATES ${navigated.duplicates.join(', ')}`);
      }
      printTable(
        `API requests per page view (counted until ${QUIET_MS} ms without one)`,
        ['page', 'load: total', 'distinct', 'in-app: total', 'distinct', 'no duplicates'],
        rows,
      );
      console.log('What each document load asked for:');
      for (const line of details) console.log(line);
    } finally {
      await browser.close();
    }
  },
};
