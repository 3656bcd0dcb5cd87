import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueQueries } from '../../api/resources/catalogue';
import { configureApi } from '../../api/http/client';
import { firewallQueries } from '../../api/resources/firewalls';
import { ipListQueries } from '../../api/resources/ipLists';
import { reservedIpQueries } from '../../api/resources/reservedIps';
import { signIn, signOut } from '../../api/session/session';
import { sshKeyQueries } from '../../api/resources/sshKeys';
import { startupScriptQueries } from '../../api/resources/startupScripts';
import { DEFAULT_TEAM } from '../../api/resources/team';
import { vmQueries } from '../../api/vms/vms';
import { vpcQueries } from '../../api/resources/vpcs';
import { AREAS } from '../areas';
import { bootPageOf, firstReadsOf, pageLoaderOf, type BootPage } from './bootPage';

const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const BASE = 'http://api.test';

afterEach(() => signOut());

describe('bootPageOf', () => {
  it('knows a list page by its area', () => {
    expect(bootPageOf(`/teams/${TEAM}/vpcs`)).toMatchObject({ teamId: TEAM, rest: '' });
    expect(bootPageOf(`/teams/${TEAM}/ssh-keys/`)?.area.slug).toBe('ssh-keys');
  });

  it('knows the pages below an area by their path below it', () => {
    expect(bootPageOf(`/teams/${TEAM}/vms/new`)).toMatchObject({ rest: 'new' });
    expect(bootPageOf(`/teams/${TEAM}/vms/458d04bb`)).toMatchObject({ rest: '458d04bb' });
  });

  it('is nothing for the sign-in page, a team without an area, an unknown area or a broken address', () => {
    expect(bootPageOf('/sign-in')).toBeNull();
    expect(bootPageOf(`/teams/${TEAM}`)).toBeNull();
    expect(bootPageOf(`/teams/${TEAM}/nowhere`)).toBeNull();
    expect(bootPageOf('/teams/%E0%A4%A/vpcs')).toBeNull();
  });
});

// One answer that holds every list field, so each query resolves with data.
const EVERY_LIST = JSON.stringify(
  Object.fromEntries(
    ['ssh_keys', 'isos', 'scripts', 'vpcs', 'firewall_groups', 'ip_lists', 'reserved_ips', 'files'].map((field) => [
      field,
      [],
    ]),
  ),
);

/** The addresses the page's own queries request, read off a client whose network records them. */
async function requestedBy(queries: FetchQueryOptions<never, Error, never, readonly unknown[]>[]): Promise<string[]> {
  const seen: string[] = [];
  configureApi({
    baseUrl: BASE,
    fetch: async (input) => {
      seen.push((input as Request).url);
      return new Response(EVERY_LIST, { headers: { 'Content-Type': 'application/json' } });
    },
  });
  signIn('tkn', { keepInTab: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const query of queries) await client.fetchQuery(query).catch(() => undefined);
  return seen.map((url) => url.slice(BASE.length)).sort();
}

const page = (path: string): BootPage => {
  const found = bootPageOf(path);
  if (!found) throw new Error(`no page at ${path}`);
  return found;
};

type AnyQuery = FetchQueryOptions<never, Error, never, readonly unknown[]>;
const as = (...queries: unknown[]) => queries as AnyQuery[];

describe('pageLoaderOf: the page whose code the boot asks for', () => {
  const loaderFor = (path: string) => {
    const page = bootPageOf(`/teams/${TEAM}/${path}`);
    return page ? pageLoaderOf(page) : undefined;
  };

  it("is the area's page for the path below it, a literal before a parameter, as the router picks", () => {
    const vms = AREAS.find((area) => area.slug === 'vms')!.pages;
    expect(loaderFor('vms')).toBe(vms['']);
    expect(loaderFor('vms/new')).toBe(vms.new);
    expect(loaderFor('vms/458d04bb')).toBe(vms[':vmId']);
    expect(loaderFor('vms/458d04bb/console')).toBe(vms[':vmId/console']);
    const storage = AREAS.find((area) => area.slug === 'object-storage')!.pages;
    expect(loaderFor('object-storage/7/buckets/logs')).toBe(storage[':serviceId/buckets/:bucketName']);
  });

  it('is nothing for a path no page of the area has (the router says "not found")', () => {
    expect(loaderFor('vms/458d04bb/nowhere')).toBeUndefined();
    expect(loaderFor('ssh-keys/some-key')).toBeUndefined();
  });
});

describe('firstReadsOf: the addresses each page’s queries send, to the letter', () => {
  it.each([
    ['vms', () => as(vmQueries.list(TEAM))],
    ['vpcs', () => as(vpcQueries.list(TEAM))],
    ['firewalls', () => as(firewallQueries.list(TEAM))],
    ['ip-lists', () => as(ipListQueries.list(TEAM))],
    ['reserved-ips', () => as(reservedIpQueries.list(TEAM))],
    ['ssh-keys', () => as(sshKeyQueries.list(TEAM))],
    ['startup-scripts', () => as(startupScriptQueries.list(TEAM))],
    // The deploy form's first fields only; its other lists are read as it mounts.
    ['vms/new', () => as(catalogueQueries.instanceTypes(), catalogueQueries.osTemplates())],
  ])('%s', async (path, queries) => {
    expect([...firstReadsOf(page(`/teams/${TEAM}/${path}`))].sort()).toEqual(await requestedBy(queries()));
  });

  it('leaves team_id out for the default team, as the client does', async () => {
    expect(firstReadsOf(page(`/teams/${DEFAULT_TEAM}/ssh-keys`))).toEqual(
      await requestedBy(as(sshKeyQueries.list(DEFAULT_TEAM))),
    );
  });

  it('reads nothing ahead for a page whose reads depend on what it shows', () => {
    expect(firstReadsOf(page(`/teams/${TEAM}/vms/458d04bb`))).toEqual([]);
    expect(firstReadsOf(page(`/teams/${TEAM}/backups`))).toEqual([]);
  });
});
