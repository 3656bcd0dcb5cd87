import { badRequest } from '../failure';
import { sameText } from '../lookup';
import type { EmulatorState } from '../state';

/**
 * A location the provider offers, in its canonical spelling; people type "amsterdam", so the
 * match is case-insensitive. Anything else is UNSUPPORTED_LOCATION.
 */
export function findLocation(state: EmulatorState, text: string): string {
  return state.locations.find((location) => sameText(location, text.trim())) ?? badRequest('UNSUPPORTED_LOCATION');
}
