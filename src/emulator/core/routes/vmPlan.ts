import { isUuid } from '../../../lib/uuid';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureInstanceType } from '../fixture';
import { sameText } from '../lookup';
import type { EmulatorState } from '../state';
import { DEFAULT_UNIT_PRICES, type Plan, type UnitPrices } from '../vmPricing';

/** VMPrice `bw` of an instance type whose fixture entry names no `bandwidth` (GB a month). */
export const DEFAULT_BANDWIDTH = 1000;

/** A uuid field: INVALID_FIELD when it is not one (an id that cannot exist is a bad request, not a 404). */
export function checkUuid(text: string): string {
  if (!isUuid(text)) return badRequest('INVALID_FIELD');
  return text;
}

/** An instance type by id: a malformed id is 400, an unknown one 404. */
export function findInstanceType(state: EmulatorState, id: string): FixtureInstanceType {
  checkUuid(id);
  return state.instanceTypes.find((type) => type.id.toLowerCase() === id.toLowerCase()) ?? notFound();
}

/** The location as the instance type spells it, compared case-insensitively; 404 where the type is not offered. */
export function offeredLocation(type: FixtureInstanceType, text: string): string {
  return type.locations.find((location) => sameText(location, text.trim())) ?? fail(404, 'UNSUPPORTED_LOCATION');
}

/** Every size a whole number above 0 and within the type's maximums, else INVALID_PLAN. */
export function checkPlan(type: FixtureInstanceType, plan: Plan): Plan {
  const fits = (value: number, max: number) => Number.isSafeInteger(value) && value > 0 && value <= max;
  if (!fits(plan.vcpu, type.max_vcpu) || !fits(plan.ram, type.max_ram) || !fits(plan.disk, type.max_disk)) {
    return badRequest('INVALID_PLAN');
  }
  return plan;
}

export function unitPricesOf(type: FixtureInstanceType): UnitPrices {
  return type.monthly_prices ?? DEFAULT_UNIT_PRICES;
}
