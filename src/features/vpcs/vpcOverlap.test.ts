import { describe, expect, it } from 'vitest';
import { overlappingVpcs } from './vpcOverlap';

const vpc = (id: string, name: string, location: string, cidr: string) => {
  const [v4_subnet = '', v4_subnet_mask = ''] = cidr.split('/');
  return { id, name, location, v4_subnet, v4_subnet_mask };
};
const VPCS = [
  vpc('v1', 'prod-ams', 'Amsterdam', '10.10.0.0/24'),
  vpc('v2', 'lab-ams', 'Amsterdam', '10.0.0.0/8'),
  vpc('v3', 'prod-fra', 'Frankfurt', '10.10.0.0/24'),
];
const names = (location: string, cidr: string) => overlappingVpcs(VPCS, location, cidr).map((found) => found.name);

describe('overlappingVpcs', () => {
  it('names every VPC of the same location whose range overlaps', () => {
    expect(names('Amsterdam', '10.10.0.128/25')).toEqual(['prod-ams', 'lab-ams']);
    expect(names(' amsterdam ', '10.20.0.0/24')).toEqual(['lab-ams']);
  });

  it('ignores other locations and ranges apart', () => {
    expect(names('Frankfurt', '10.10.1.0/24')).toEqual([]);
    expect(names('Amsterdam', '192.168.0.0/24')).toEqual([]);
    expect(names('Sydney', '10.10.0.0/24')).toEqual([]);
  });

  it('says nothing before a location is chosen or while the list is unknown', () => {
    expect(names('', '10.10.0.0/24')).toEqual([]);
    expect(overlappingVpcs(undefined, 'Amsterdam', '10.10.0.0/24')).toEqual([]);
  });
});
