// The VPC network field: one "10.0.0.0/24" text box in the form, two fields
// (`v4_subnet`, `v4_subnet_mask`) in the API. Checked here with the same rules
// as the emulator so a bad range is explained before the create request fails
// with a bare INVALID_SUBNET_RANGE.

import { isPrivateIpv4Network, parseCidr, parseIp } from './ip';

/** Smallest and largest prefix the provider accepts for a VPC. */
const VPC_PREFIX_MIN = 8;
const VPC_PREFIX_MAX = 29;

export type VpcSubnetInputResult =
  { ok: true; v4_subnet: string; v4_subnet_mask: string } | { ok: false; problem: string };

/** The API's two fields as one CIDR for display. `v4_subnet_mask` may arrive as a number from some servers. */
export function vpcCidr(v4_subnet: string, v4_subnet_mask: string | number): string {
  return `${v4_subnet}/${v4_subnet_mask}`;
}

const EXAMPLE = '10.0.0.0/24';
const PRIVATE_RANGES = '10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16';

function fail(problem: string): VpcSubnetInputResult {
  return { ok: false, problem };
}

export function parseVpcSubnetInput(text: string): VpcSubnetInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`Enter a private IPv4 network in CIDR notation, such as ${EXAMPLE}.`);

  const [addressText = '', prefixText] = trimmed.split('/');
  const address = parseIp(addressText);
  if (address?.family === 6)
    return fail('VPC networks are IPv4 only. Enter a private IPv4 network, such as 10.0.0.0/24.');
  if (address !== null && prefixText === undefined) {
    return fail(`Add the network size after a slash, such as ${addressText}/24.`);
  }

  const cidr = parseCidr(trimmed, { requirePrefix: true });
  if (cidr === null) {
    return fail(`${trimmed} is not an IPv4 network. Write it in CIDR notation, such as ${EXAMPLE}.`);
  }
  if (cidr.prefix < VPC_PREFIX_MIN || cidr.prefix > VPC_PREFIX_MAX) {
    return fail(
      `The prefix length must be between /${VPC_PREFIX_MIN} and /${VPC_PREFIX_MAX} (/24 gives 256 addresses).`,
    );
  }
  if (!isPrivateIpv4Network(cidr)) {
    return fail(`A VPC must use a private range: a network inside ${PRIVATE_RANGES}.`);
  }
  // The provider stores the network address; accepting 10.0.0.5/24 silently
  // would show the user a different range from the one they typed.
  if (cidr.hostBitsSet) {
    return fail(
      `${trimmed} has host bits set. Did you mean ${cidr.network}/${cidr.prefix}? That is the network it belongs to.`,
    );
  }
  return { ok: true, v4_subnet: cidr.network, v4_subnet_mask: String(cidr.prefix) };
}
