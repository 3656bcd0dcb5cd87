import { badRequest, fail } from '../failure';
import { sameText } from '../lookup';
import type { EmulatorState } from '../state';

/**
 * A location the provider offers, in its canonical spelling; people type "amsterdam", so the
 * match is case-insensitive. Anything else is UNSUPPORTED_LOCATION.
 */
export function findLocation(state: EmulatorState, text: string): string {
  return state.locations.find((location) => sameText(location, text.trim())) ?? badRequest('UNSUPPORTED_LOCATION');
}

/** The same lookup where the contract answers an unknown location with 404 (VPC create). */
export function findLocationOr404(state: EmulatorState, text: string): string {
  return state.locations.find((location) => sameText(location, text.trim())) ?? fail(404, 'UNSUPPORTED_LOCATION');
}
