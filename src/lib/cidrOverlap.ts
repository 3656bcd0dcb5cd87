// Whether two networks share addresses: two VPCs of one location whose ranges overlap cannot route
// to each other's servers cleanly, though the API accepts them.
import { parseCidr } from './ip';

/**
 * True when networks `a` and `b` ("10.0.0.0/16", "10.0.4.0/24") have an address in common: one
 * contains the other, as CIDR blocks never partly overlap. Different families, or text that is not
 * a CIDR, never overlap. Host bits are ignored ("10.0.0.5/24" is 10.0.0.0/24).
 */
export function cidrsOverlap(a: string, b: string): boolean {
  const left = parseCidr(a.trim());
  const right = parseCidr(b.trim());
  if (!left || !right || left.family !== right.family) return false;
  const prefix = Math.min(left.prefix, right.prefix);
  // Both cut to the shorter prefix: the same network then means the wider block holds the narrower.
  const leftWide = parseCidr(`${left.network}/${prefix}`);
  const rightWide = parseCidr(`${right.network}/${prefix}`);
  return leftWide !== null && rightWide !== null && leftWide.network === rightWide.network;
}
