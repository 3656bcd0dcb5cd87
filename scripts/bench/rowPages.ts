/**
 * The pages the `rows` section loads, and what counts as each one's first data on screen: text the
 * page can only have from the API's answer, read here from the emulator the bench runs so the probe
 * can tell a real row from a skeleton, a heading or an empty state.
 */
import type { InstanceType, SshKey, Vm, Vpc } from '../../src/api/types';
import { DEMO_VM_IDS } from '../../src/emulator/core/demoFixture';
import { BENCH_TEAM } from './env';
import { fetchApi } from './listPages';

/** What the in-page probe waits for (rowProbes.ts); `texts` are matched against whole text nodes. */
export type DataCheck =
  /** The first table body row holding one of `texts`, on screen (a name cell too narrow to read still counts). */
  | { kind: 'tableRow'; texts: string[] }
  /** Any element whose own text is one of `texts`, on screen. */
  | { kind: 'text'; texts: string[] }
  /** The form's first field, enabled and on screen; a select must offer one of `texts`. */
  | { kind: 'firstField'; texts: string[] };

export interface RowPage {
  name: string;
  /** In-app path, loaded as a document. */
  path: string;
  /** What "first data on screen" means on this page, for the output. */
  firstData: string;
  check: DataCheck;
}

const TEAM_PATH = `/teams/${BENCH_TEAM}`;

/** The pages, in the order measured. */
export async function loadRowPages(emulatorUrl: string): Promise<RowPage[]> {
  const [{ vpcs }, { ssh_keys }, vms, vm, instanceTypes] = await Promise.all([
    fetchApi<{ vpcs: Vpc[] }>(emulatorUrl, '/network/vpcs'),
    fetchApi<{ ssh_keys: SshKey[] }>(emulatorUrl, '/ssh_keys'),
    fetchApi<Vm[]>(emulatorUrl, '/vm'),
    fetchApi<Vm>(emulatorUrl, `/vm/${DEMO_VM_IDS.web1}`),
    fetchApi<InstanceType[]>(emulatorUrl, '/instance_types'),
  ]);
  return [
    {
      name: `VPC list (${vpcs.length})`,
      path: `${TEAM_PATH}/vpcs`,
      firstData: 'the first table row, holding a VPC’s name',
      check: { kind: 'tableRow', texts: vpcs.map((vpc) => vpc.name) },
    },
    {
      name: `SSH key list (${ssh_keys.length.toLocaleString('en')})`,
      path: `${TEAM_PATH}/ssh-keys`,
      firstData: 'the first table row, holding a key’s name',
      check: { kind: 'tableRow', texts: ssh_keys.map((key) => key.name) },
    },
    {
      name: `VM list (${vms.length})`,
      path: `${TEAM_PATH}/vms`,
      firstData: 'the first table row, holding a VM’s name',
      check: { kind: 'tableRow', texts: vms.map((each) => each.name) },
    },
    {
      name: `VM page (${vm.name})`,
      path: `${TEAM_PATH}/vms/${vm.id}`,
      firstData: `the VM’s IPv4 address (${vm.main_ipv4}) in its details`,
      check: { kind: 'text', texts: [vm.main_ipv4] },
    },
    {
      name: 'Deploy form',
      path: `${TEAM_PATH}/vms/new`,
      firstData: 'its first field enabled, offering the locations of the instance types',
      check: { kind: 'firstField', texts: [...new Set(instanceTypes.flatMap((type) => type.locations))] },
    },
  ];
}
