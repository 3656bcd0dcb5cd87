import { fail } from '../failure';
import { sameText } from '../lookup';
import type { EmulatorState } from '../state';

/** The same lookup where the contract answers an unknown location with 404 (VPC create). */
export function findLocationOr404(state: EmulatorState, text: string): string {
  return state.locations.find((location) => sameText(location, text.trim())) ?? fail(404, 'UNSUPPORTED_LOCATION');
}
