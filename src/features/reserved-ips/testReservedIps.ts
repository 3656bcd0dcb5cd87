import type { ReservedIp } from '../../api/types';

/** A reserved IP for a test: active in Amsterdam, billed monthly, not attached, unless `changes` say otherwise. */
export const reservedIp = (
  id: string,
  name: string,
  ip_addr: string,
  changes: Partial<ReservedIp> = {},
): ReservedIp => ({
  id,
  name,
  location: 'Amsterdam',
  status: 'active',
  billing_cycle: 1,
  renewal_date: '2026-12-01T00:00:00Z',
  last_renewal: '2026-11-01T00:00:00Z',
  recurring_amount: 3.5,
  currency: 'USD',
  total_billed: 3.5,
  ip_addr,
  suspension_reason: '',
  attachment: null,
  ...changes,
});
