import { formatIp, parseIp, type IpFamily } from '../../lib/ip';

/** One spelling per address (`2001:DB8:0::1` → `2001:db8::1`), or null for text that is no address. */
export function canonicalIp(text: string, family?: IpFamily): string | null {
  const ip = parseIp(text.trim());
  if (ip === null || (family !== undefined && ip.family !== family)) return null;
  return formatIp(ip.family, ip.bytes);
}
