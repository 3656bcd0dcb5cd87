import { fail } from '../failure';
import type { FixtureReservedIp } from '../fixture';
import type { TeamState } from '../state';
import { addMonths, isoSeconds } from '../time';

/**
 * Quota first (nothing can be done about it by paying), then balance. A successful reservation
 * charges the first month at once, so balance checks stay meaningful across several reservations.
 */
export function chargeForNewReservedIp(team: TeamState): void {
  if (team.reservedIps.length >= team.reservedIpQuota) return fail(403, 'RESERVED_IP_QUOTA_EXCEEDED');
  if (team.balance < team.reservedIpMonthlyPrice) return fail(402, 'INSUFFICIENT_BALANCE');
  team.balance = Math.round((team.balance - team.reservedIpMonthlyPrice) * 100) / 100;
}

/** The billing fields of a reservation made now: monthly, first month billed. */
export function newReservationBilling(
  team: TeamState,
  now: number,
): Pick<
  FixtureReservedIp,
  | 'status'
  | 'billing_cycle'
  | 'renewal_date'
  | 'last_renewal'
  | 'recurring_amount'
  | 'currency'
  | 'total_billed'
  | 'suspension_reason'
> {
  return {
    status: 'active',
    billing_cycle: 1,
    renewal_date: isoSeconds(addMonths(now, 1)),
    last_renewal: isoSeconds(now),
    recurring_amount: team.reservedIpMonthlyPrice,
    currency: team.currency,
    total_billed: team.reservedIpMonthlyPrice,
    suspension_reason: '',
  };
}
