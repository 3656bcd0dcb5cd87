/**
 * A VM page asks the reserved IPs page to convert one of its addresses: the dialog belongs to the
 * reserved IPs area, so the VM page navigates there with this in the history entry's state (never the
 * URL) and the reserved IPs page opens the dialog filled in, then goes back to where it was asked.
 */
export interface ConvertIntent {
  address: string;
  name: string;
}

const KEY = 'convertToReservedIp';

export function convertIntentState(intent: ConvertIntent): Record<string, ConvertIntent> {
  return { [KEY]: intent };
}

/** The intent carried by a history entry's state, if it carries a well-formed one. */
export function convertIntentOf(state: unknown): ConvertIntent | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const intent: unknown = (state as Record<string, unknown>)[KEY];
  if (typeof intent !== 'object' || intent === null) return null;
  const { address, name } = intent as Record<string, unknown>;
  return typeof address === 'string' && typeof name === 'string' ? { address, name } : null;
}
