// S3 general-purpose bucket naming rules, checked in the UI before creating a
// bucket and enforced identically by the emulator.

export type BucketNameProblem =
  'length' | 'characters' | 'edge' | 'adjacent-dots' | 'ip-address' | 'reserved-prefix' | 'reserved-suffix';

const MIN_LENGTH = 3;
const MAX_LENGTH = 63;

const RESERVED_PREFIXES = ['xn--', 'sthree-', 'amzn-s3-demo-'] as const;
const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3', '.mrap', '--x-s3'] as const;

const ALLOWED_CHARACTERS = /^[a-z0-9.-]*$/;
const ALPHANUMERIC_EDGES = /^[a-z0-9](?:.*[a-z0-9])?$/;
// S3 refuses anything shaped like a dotted quad, even out-of-range numbers,
// because such names are ambiguous in virtual-hosted-style URLs.
const IP_ADDRESS_SHAPE = /^\d+\.\d+\.\d+\.\d+$/;

/** Returns the first rule the name breaks, in the order a person would fix them, or null when valid. */
export function checkBucketName(name: string): BucketNameProblem | null {
  if (name.length < MIN_LENGTH || name.length > MAX_LENGTH) return 'length';
  if (!ALLOWED_CHARACTERS.test(name)) return 'characters';
  if (!ALPHANUMERIC_EDGES.test(name)) return 'edge';
  if (name.includes('..')) return 'adjacent-dots';
  if (IP_ADDRESS_SHAPE.test(name)) return 'ip-address';
  if (RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'reserved-prefix';
  if (RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix))) return 'reserved-suffix';
  return null;
}

const PROBLEM_MESSAGES: Record<BucketNameProblem, string> = {
  length: `Bucket names must be ${MIN_LENGTH} to ${MAX_LENGTH} characters long.`,
  characters: 'Bucket names may contain only lowercase letters, digits, hyphens (-) and dots (.).',
  edge: 'Bucket names must start and end with a lowercase letter or a digit.',
  'adjacent-dots': 'Bucket names must not contain two dots in a row.',
  'ip-address': 'Bucket names must not look like an IP address, such as 192.168.5.4.',
  'reserved-prefix': `Bucket names must not start with ${RESERVED_PREFIXES.join(', ')}.`,
  'reserved-suffix': `Bucket names must not end with ${RESERVED_SUFFIXES.join(', ')}.`,
};

export function bucketNameProblemMessage(p: BucketNameProblem): string {
  return PROBLEM_MESSAGES[p];
}
