import { describe, expect, it } from 'vitest';
import { centralSentence, codelessError } from '../../../test/codeless';
import { ApiError } from '../../../api/errors/errors';
import type { InstanceType, VmPrice } from '../../../api/types';
import { teamCurrency } from '../../../api/resources/prices';
import {
  cyclePriceText,
  deployLocations,
  deployRequest,
  DEPLOY_JUDGED,
  deployStart,
  EMPTY_DEPLOY,
  placeDeployError,
  priceForCycle,
  pricePlan,
  ramChoices,
  startingSizes,
  typesIn,
  whyNoPrice,
  type DeployCatalogue,
  type DeployValues,
} from './deployForm';

const SMALL: InstanceType = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'vps',
  cpu: 'amd',
  max_vcpu: 2,
  max_ram: 4096,
  max_disk: 80,
  network_rate: 1000,
  locations: ['Amsterdam', 'Sydney'],
};
const BIG: InstanceType = {
  ...SMALL,
  id: '22222222-2222-4222-8222-222222222222',
  type: 'vhp',
  max_vcpu: 8,
  locations: ['Sydney'],
};
const CATALOGUE: DeployCatalogue = { instanceTypes: [SMALL, BIG] };

const FILLED: DeployValues = {
  ...EMPTY_DEPLOY,
  location: 'Amsterdam',
  instanceType: SMALL.id,
  vcpu: '2',
  ram: '2048',
  disk: '40',
  os: '101',
  name: 'web-3',
};

const PRICE: VmPrice = {
  instance_type: SMALL.id,
  vcpu: 2,
  ram: 2048,
  disk: 40,
  bw: 1000,
  net_rate: 1000,
  price_per_month: 14.6,
  price_per_quarter: 42,
  price_per_semiannual: 80,
  price_per_annual: 150,
  currency: 'USD',
};

describe('the catalogue choices', () => {
  it('offers each location once, and only the types offered there', () => {
    expect(deployLocations([SMALL, { ...BIG, locations: ['sydney', 'Tokyo'] }])).toEqual([
      'Amsterdam',
      'Sydney',
      'Tokyo',
    ]);
    expect(typesIn([SMALL, BIG], 'amsterdam').map((type) => type.type)).toEqual(['vps']);
    expect(typesIn([SMALL, BIG], '')).toEqual([]);
  });

  it('sells RAM by the GB up to the type’s most', () => {
    expect(ramChoices(4096)).toEqual([1024, 2048, 3072, 4096]);
    expect(ramChoices(512)).toEqual([512]);
  });
});

describe('deployRequest', () => {
  it('asks for every required choice in a sentence', () => {
    const result = deployRequest(EMPTY_DEPLOY, CATALOGUE);
    expect(result).toEqual({
      ok: false,
      problems: expect.objectContaining({
        location: 'Choose a location.',
        instanceType: 'Choose an instance type.',
        os: 'Choose an OS template.',
        name: 'Give the VM a name.',
      }) as unknown,
    });
  });

  it('keeps sizes within the instance type, naming its maximum', () => {
    const result = deployRequest({ ...FILLED, vcpu: '3', ram: '5120', disk: '81' }, CATALOGUE);
    expect(result.ok ? {} : result.problems).toMatchObject({
      vcpu: 'At most 2 vCPUs for vps.',
      ram: 'At most 4 GB of RAM for vps.',
      disk: 'At most 80 GB for vps.',
    });
    const under = deployRequest({ ...FILLED, vcpu: '0', disk: '0' }, CATALOGUE);
    expect(under.ok ? {} : under.problems).toMatchObject({ vcpu: 'At least 1 vCPU.', disk: 'At least 1 GB.' });
    const unreadable = deployRequest({ ...FILLED, disk: '4.5' }, CATALOGUE);
    expect(unreadable.ok ? {} : unreadable.problems).toMatchObject({ disk: 'Give the disk size in whole GB.' });
  });

  it('judges the sizes as they are typed', () => {
    expect(DEPLOY_JUDGED).toMatchObject({ vcpu: 'as-typed', ram: 'as-typed', disk: 'as-typed' });
  });

  it('neither checks nor sends SSH keys for a Windows template, which takes none', () => {
    const catalogue: DeployCatalogue = {
      ...CATALOGUE,
      osTemplates: [
        { id: 101, name: 'Ubuntu 24.04', family: 'ubuntu' },
        { id: 151, name: 'Windows Server 2022', family: 'windows' },
      ],
      sshKeys: [],
    };
    const windows = deployRequest({ ...FILLED, os: '151', sshKeys: ['gone'] }, catalogue);
    expect(windows.ok && windows.body).not.toHaveProperty('ssh_keys');
    expect(windows.ok).toBe(true);
    const linux = deployRequest({ ...FILLED, os: '101', sshKeys: ['gone'] }, catalogue);
    expect(linux.ok).toBe(false);
  });

  it('refuses a type not offered in the location', () => {
    const result = deployRequest({ ...FILLED, instanceType: BIG.id }, CATALOGUE);
    expect(result.ok ? {} : result.problems).toMatchObject({
      instanceType: 'This instance type is not offered in Amsterdam. Choose another.',
    });
  });

  it('sends exactly the fields chosen, booting an OS template', () => {
    expect(deployRequest(FILLED, CATALOGUE)).toEqual({
      ok: true,
      body: {
        name: 'web-3',
        payment_cycle: 'monthly',
        instance_type: SMALL.id,
        location: 'Amsterdam',
        cpu: 2,
        ram: 2048,
        disk: 40,
        os: 101,
      },
    });
  });

  it('sends one thing to boot, and no startup script with an ISO', () => {
    const options = {
      sshKeys: ['k1'],
      vpcs: ['v1'],
      firewallGroup: 'g1',
      startupScript: 's1',
      ipv6: true,
      disableSshBlocking: true,
      snapshot: 'snap-1',
      iso: 'iso-1',
    };
    const fromSnapshot = deployRequest({ ...FILLED, ...options, source: 'snapshot' }, CATALOGUE);
    expect(fromSnapshot.ok && fromSnapshot.body).toMatchObject({
      snapshot_id: 'snap-1',
      startup_script_id: 's1',
      ssh_keys: ['k1'],
      vpcs: ['v1'],
      firewall_group_id: 'g1',
      ipv6: true,
      disable_ssh_blocking: true,
    });
    expect(fromSnapshot.ok && fromSnapshot.body).not.toHaveProperty('os');
    const fromIso = deployRequest({ ...FILLED, ...options, source: 'iso' }, CATALOGUE);
    expect(fromIso.ok && fromIso.body).toMatchObject({ iso_id: 'iso-1' });
    expect(fromIso.ok && Object.keys(fromIso.body)).not.toEqual(
      expect.arrayContaining(['os', 'snapshot_id', 'startup_script_id']),
    );
    expect(fromIso.ok && 'startup_script_id' in fromIso.body).toBe(false);
  });

  it('says which chosen thing the lists no longer hold', () => {
    const catalogue: DeployCatalogue = {
      ...CATALOGUE,
      snapshots: [{ id: 'snap-1', created_at: '', name: 'a', desc: '', size: 1, status: 'pending' }],
      sshKeys: [],
      vpcs: [],
    };
    const result = deployRequest({ ...FILLED, source: 'snapshot', snapshot: 'snap-1', sshKeys: ['gone'] }, catalogue);
    expect(result.ok ? {} : result.problems).toMatchObject({
      snapshot: 'This snapshot no longer exists, or is not ready. Choose another.',
      sshKeys: 'An SSH key you chose no longer exists. Untick it.',
    });
  });
});

describe('the price', () => {
  it('is asked for only once the plan is complete and within the type', () => {
    expect(pricePlan(FILLED, [SMALL], 'eur')).toEqual({
      instanceType: SMALL.id,
      location: 'Amsterdam',
      vcpu: 2,
      ram: 2048,
      disk: 40,
      currency: 'eur',
    });
    expect(pricePlan({ ...FILLED, disk: '' }, [SMALL], 'usd')).toBeNull();
    expect(pricePlan({ ...FILLED, disk: '800' }, [SMALL], 'usd')).toBeNull();
  });

  it('says why there is no price yet', () => {
    expect(whyNoPrice(EMPTY_DEPLOY, [SMALL])).toBe('Choose a location and an instance type for a price.');
    expect(whyNoPrice({ ...FILLED, instanceType: '' }, [SMALL])).toBe('Choose an instance type for a price.');
    expect(whyNoPrice({ ...FILLED, disk: '81' }, [SMALL])).toBe('Disk is over this type’s 80 GB maximum.');
    expect(whyNoPrice({ ...FILLED, vcpu: '3' }, [SMALL])).toBe('vCPUs are over this type’s maximum of 2.');
    expect(whyNoPrice({ ...FILLED, ram: '5120' }, [SMALL])).toBe('RAM is over this type’s 4 GB maximum.');
    expect(whyNoPrice({ ...FILLED, disk: '0' }, [SMALL])).toBe('Disk is under the 1 GB minimum.');
    expect(whyNoPrice({ ...FILLED, disk: '' }, [SMALL])).toBe('Give the disk size in whole GB for a price.');
    expect(whyNoPrice({ ...FILLED, instanceType: BIG.id }, [SMALL, BIG])).toBe(
      'This instance type is not offered in Amsterdam.',
    );
  });
});

describe('the sizes a chosen type starts with', () => {
  it('are the type’s plan: its vCPUs, RAM and disk', () => {
    expect(startingSizes(SMALL, undefined)).toEqual({ vcpu: '2', ram: '4096', disk: '80' });
  });

  it('sell RAM by the GB: a plan between two GB starts at the GB below', () => {
    expect(startingSizes({ ...SMALL, max_ram: 1536 }, undefined)).toMatchObject({ ram: '1024' });
  });

  it('keep what the user typed for this type', () => {
    expect(startingSizes(SMALL, { vcpu: '1', ram: '2048', disk: '81' })).toEqual({
      vcpu: '1',
      ram: '2048',
      disk: '81',
    });
  });

  it('is quoted per cycle, an hour worked out as an estimate, two and three years not at all', () => {
    expect(priceForCycle(PRICE, 'monthly')).toEqual({ amount: 14.6, per: 'per month', approximate: false });
    expect(priceForCycle(PRICE, 'quarterly')).toEqual({ amount: 42, per: 'every 3 months', approximate: false });
    expect(priceForCycle(PRICE, 'semiannually')?.amount).toBe(80);
    expect(priceForCycle(PRICE, 'annually')?.amount).toBe(150);
    expect(priceForCycle(PRICE, 'hourly')).toEqual({ amount: 0.02, per: 'per hour', approximate: true });
    expect(priceForCycle(PRICE, 'biennially')).toBeNull();
    expect(priceForCycle(PRICE, 'triennially')).toBeNull();
  });

  it('reads "about" for an estimate', () => {
    expect(cyclePriceText({ amount: 0.02, per: 'per hour', approximate: true }, 'USD')).toMatch(
      /^about .*0\.02 per hour$/,
    );
    expect(cyclePriceText({ amount: 42, per: 'every 3 months', approximate: false }, 'USD')).toMatch(
      /^\S*42\.00 every 3 months$/,
    );
  });

  it('is in the team’s billing currency when its VMs say one, else USD', () => {
    expect(teamCurrency([{ payment_currency: '' }, { payment_currency: 'AUD' }])).toBe('aud');
    expect(teamCurrency([{ payment_currency: 'JPY' }])).toBe('usd');
    expect(teamCurrency(undefined)).toBe('usd');
  });
});

describe('placeDeployError', () => {
  it('explains a 402 with the first charge', () => {
    const placed = placeDeployError(codelessError('POST', '/vm', 402), {
      cycle: { amount: 42, per: 'every 3 months', approximate: false },
      currency: 'USD',
    });
    expect(placed.field).toBe('form');
    expect(placed.message).toMatch(
      /^The team’s balance does not cover the first charge of this VM \(.*42\.00 every 3 months\)\./,
    );
  });

  it('puts a code-less refusal on the form in the operation’s words, and a named one on its field', () => {
    expect(placeDeployError(codelessError('POST', '/vm', 403), null)).toMatchObject({
      field: 'form',
      message: 'No VM can be deployed: the team has reached its limit of VMs, or your role may not deploy VMs.',
    });
    const named = new ApiError({ status: 400, code: 'INVALID_NAME', message: 'Bad name.' });
    expect(placeDeployError(named, null)).toMatchObject({ field: 'name' });
    const overPlan = new ApiError({ status: 400, code: 'INVALID_PLAN', message: 'Over the maximums.' });
    expect(placeDeployError(overPlan, null)).toMatchObject({ field: 'vcpu' });
    const script = new ApiError({ status: 400, code: 'STARTUP_SCRIPT_NOT_ALLOWED', message: 'Not with an ISO.' });
    expect(placeDeployError(script, null)).toMatchObject({ field: 'startupScript' });
  });

  it('names what a deploy needs when the server only says NOT_FOUND (a snapshot deleted meanwhile)', () => {
    const gone = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'It no longer exists.' });
    expect(placeDeployError(gone, null)).toMatchObject({
      field: 'form',
      code: 'NOT_FOUND',
      message: centralSentence('POST', '/vm', 404),
    });
    const noAddress = new ApiError({ status: 404, code: 'RESOURCE_NOT_AVAILABLE', message: 'No address free.' });
    expect(placeDeployError(noAddress, null)).toMatchObject({ message: 'No address free.' });
  });
});

describe('deployStart', () => {
  it('boots the ISO or snapshot a link names, else an OS template', () => {
    expect(deployStart(new URLSearchParams('iso=i1'))).toEqual({ ...EMPTY_DEPLOY, source: 'iso', iso: 'i1' });
    expect(deployStart(new URLSearchParams('snapshot=s1'))).toEqual({
      ...EMPTY_DEPLOY,
      source: 'snapshot',
      snapshot: 's1',
    });
    expect(deployStart(new URLSearchParams(''))).toBe(EMPTY_DEPLOY);
    expect(deployStart(new URLSearchParams('iso='))).toBe(EMPTY_DEPLOY);
  });
});
