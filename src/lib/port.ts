// Firewall port field: a single port or an inclusive "low:high" range, in the
// colon form the API stores, so the UI and emulator agree on what is valid and
// on the one canonical spelling.

export type PortProblem = 'empty' | 'not-a-number' | 'out-of-range' | 'reversed';

export type PortSpecResult =
  { ok: true; low: number; high: number; text: string } | { ok: false; problem: PortProblem };

const MIN_PORT = 1;
const MAX_PORT = 65535;

// Leading zeros are harmless for ports (unlike IPv4 octets), so "0022" is read
// as 22 and the canonical text drops them.
const PORT_SPEC_PATTERN = /^(\d+)(?::(\d+))?$/;

function isValidPort(port: number): boolean {
  return port >= MIN_PORT && port <= MAX_PORT;
}

export function parsePortSpec(s: string): PortSpecResult {
  if (s.trim() === '') return { ok: false, problem: 'empty' };
  const match = PORT_SPEC_PATTERN.exec(s);
  if (match === null) return { ok: false, problem: 'not-a-number' };

  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (!isValidPort(low) || !isValidPort(high)) return { ok: false, problem: 'out-of-range' };
  if (low > high) return { ok: false, problem: 'reversed' };
  return { ok: true, low, high, text: low === high ? String(low) : `${low}:${high}` };
}

const PROBLEM_MESSAGES: Record<PortProblem, string> = {
  empty: 'Enter a port, such as 22, or a range, such as 8000:8080.',
  'not-a-number': 'Enter a port number, such as 22, or a range written with a colon, such as 8000:8080.',
  'out-of-range': `Ports must be between ${MIN_PORT} and ${MAX_PORT}.`,
  reversed: 'The first port of a range must not be greater than the second, as in 8000:8080.',
};

export function portProblemMessage(problem: PortProblem): string {
  return PROBLEM_MESSAGES[problem];
}
