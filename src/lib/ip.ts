// IP address and CIDR text handling shared by the firewall/reserved-IP forms
// and the emulator, so both accept the same spellings and store the same
// canonical text.

export type IpFamily = 4 | 6;

export interface ParsedIp {
  family: IpFamily;
  bytes: Uint8Array;
}

export interface Cidr {
  family: IpFamily;
  network: string;
  prefix: number;
  address: string;
  hostBitsSet: boolean;
}

const BYTE_LENGTH: Record<IpFamily, number> = { 4: 4, 6: 16 };
const IPV6_GROUPS = 8;

// Leading zeros are refused because some parsers (inet_aton, older browsers)
// read them as octal, so "010" would mean different addresses to different tools.
const IPV4_OCTET = '(?:0|[1-9]\\d{0,2})';
const IPV4_PATTERN = new RegExp(`^${IPV4_OCTET}\\.${IPV4_OCTET}\\.${IPV4_OCTET}\\.${IPV4_OCTET}$`);
const HEX_GROUP_PATTERN = /^[0-9a-fA-F]{1,4}$/;

function parseIpv4(s: string): Uint8Array | null {
  if (!IPV4_PATTERN.test(s)) return null;
  const octets = s.split('.').map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return Uint8Array.from(octets);
}

/** Parses colon-separated groups; only the final group of the whole address may be a dotted IPv4 address. */
function parseHexGroups(text: string, mayEndWithIpv4: boolean): number[] | null {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (mayEndWithIpv4 && index === parts.length - 1 && part.includes('.')) {
      const ipv4 = parseIpv4(part);
      if (ipv4 === null) return null;
      groups.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!);
    } else if (HEX_GROUP_PATTERN.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIpv6(s: string): Uint8Array | null {
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const [headText = '', tailText] = halves;
  const isCompressed = tailText !== undefined;

  const head = parseHexGroups(headText, !isCompressed);
  const tail = isCompressed ? parseHexGroups(tailText, true) : [];
  if (head === null || tail === null) return null;

  const explicitGroups = head.length + tail.length;
  // "::" stands for at least one zero group, so a compressed address has at most seven explicit ones.
  if (isCompressed ? explicitGroups >= IPV6_GROUPS : explicitGroups !== IPV6_GROUPS) return null;

  const groups = [...head, ...Array<number>(IPV6_GROUPS - explicitGroups).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  return bytes;
}

export function parseIp(s: string): ParsedIp | null {
  if (s.includes(':')) {
    const bytes = parseIpv6(s);
    return bytes && { family: 6, bytes };
  }
  const bytes = parseIpv4(s);
  return bytes && { family: 4, bytes };
}

function formatIpv4(bytes: Uint8Array): string {
  return Array.from(bytes).join('.');
}

function isIpv4Mapped(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/** The leftmost longest run of two or more zero groups, which RFC 5952 §4.2 says to compress. */
function findCompressibleRun(groups: readonly number[]): { start: number; length: number } | null {
  let best: { start: number; length: number } | null = null;
  let runStart = -1;
  for (let i = 0; i <= groups.length; i++) {
    if (i < groups.length && groups[i] === 0) {
      if (runStart === -1) runStart = i;
      continue;
    }
    if (runStart !== -1) {
      const length = i - runStart;
      if (length >= 2 && length > (best?.length ?? 0)) best = { start: runStart, length };
      runStart = -1;
    }
  }
  return best;
}

function formatIpv6(bytes: Uint8Array): string {
  // RFC 5952 §5 recommends mixed notation where a well-known prefix marks an
  // embedded IPv4 address; ::ffff:0:0/96 is the one users actually meet.
  if (isIpv4Mapped(bytes)) return `::ffff:${formatIpv4(bytes.subarray(12))}`;

  const groups = Array.from({ length: IPV6_GROUPS }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  const hex = (part: readonly number[]) => part.map((group) => group.toString(16)).join(':');
  const run = findCompressibleRun(groups);
  if (run === null) return hex(groups);
  return `${hex(groups.slice(0, run.start))}::${hex(groups.slice(run.start + run.length))}`;
}

/** Throws RangeError when the byte count does not fit the family: that is a caller bug, not user input. */
export function formatIp(family: IpFamily, bytes: Uint8Array): string {
  if (bytes.length !== BYTE_LENGTH[family]) {
    throw new RangeError(`IPv${family} address needs ${BYTE_LENGTH[family]} bytes, got ${bytes.length}`);
  }
  return family === 4 ? formatIpv4(bytes) : formatIpv6(bytes);
}

function maskToPrefix(bytes: Uint8Array, prefix: number): Uint8Array {
  return bytes.map((byte, i) => {
    const bitsKept = Math.min(8, Math.max(0, prefix - 8 * i));
    return byte & ((0xff00 >> bitsKept) & 0xff);
  });
}

const PREFIX_PATTERN = /^(?:0|[1-9]\d{0,2})$/;

export function parseCidr(s: string, opts?: { requirePrefix?: boolean }): Cidr | null {
  const parts = s.split('/');
  if (parts.length > 2) return null;
  const [addressText = '', prefixText] = parts;
  if (prefixText === undefined && opts?.requirePrefix) return null;

  const ip = parseIp(addressText);
  if (ip === null) return null;
  const maxPrefix = BYTE_LENGTH[ip.family] * 8;
  let prefix = maxPrefix;
  if (prefixText !== undefined) {
    if (!PREFIX_PATTERN.test(prefixText)) return null;
    prefix = Number(prefixText);
    if (prefix > maxPrefix) return null;
  }

  const networkBytes = maskToPrefix(ip.bytes, prefix);
  return {
    family: ip.family,
    network: formatIp(ip.family, networkBytes),
    prefix,
    address: formatIp(ip.family, ip.bytes),
    hostBitsSet: networkBytes.some((byte, i) => byte !== ip.bytes[i]),
  };
}

export function cidrToString(c: Pick<Cidr, 'network' | 'prefix'>): string {
  return `${c.network}/${c.prefix}`;
}

const PRIVATE_IPV4_BLOCKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((text) => {
  const block = parseCidr(text);
  if (block === null) throw new Error(`invalid built-in block ${text}`);
  return block;
});

/** True when the whole network lies inside RFC 1918 space, not merely overlaps it. */
export function isPrivateIpv4Network(c: Cidr): boolean {
  if (c.family !== 4) return false;
  const network = parseIp(c.network);
  if (network === null) return false;
  return PRIVATE_IPV4_BLOCKS.some(
    (block) => c.prefix >= block.prefix && formatIp(4, maskToPrefix(network.bytes, block.prefix)) === block.network,
  );
}
