import type { Vpc } from '../../api/types';
import { cidrsOverlap } from '../../lib/cidrOverlap';
import { vpcCidr } from '../../lib/vpcSubnet';

/**
 * The team's VPCs in `location` whose range shares addresses with `cidr`. The API creates such a
 * VPC anyway; a server in both could not tell which network an overlapping address is on, so the
 * form warns. Locations are compared as people write them (case and spaces aside).
 */
export function overlappingVpcs(
  vpcs: readonly Pick<Vpc, 'id' | 'name' | 'location' | 'v4_subnet' | 'v4_subnet_mask'>[] | undefined,
  location: string,
  cidr: string,
): Pick<Vpc, 'id' | 'name' | 'location' | 'v4_subnet' | 'v4_subnet_mask'>[] {
  const place = location.trim().toLowerCase();
  if (place === '') return [];
  return (vpcs ?? []).filter(
    (vpc) =>
      vpc.location.trim().toLowerCase() === place && cidrsOverlap(vpcCidr(vpc.v4_subnet, vpc.v4_subnet_mask), cidr),
  );
}
