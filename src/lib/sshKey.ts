// Validates a pasted OpenSSH public key line the way sshd would read it from
// authorized_keys, so that the UI can reject a bad key before submitting and
// the emulator can reject it with the same verdict.

import { decodeBase64, encodeBase64 } from './base64';
import { sha256 } from './sha256';
import { isBlankName } from './text';

export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
  'ssh-dss',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

export type SshKeyProblem =
  | 'empty'
  | 'multiple-lines'
  | 'private-key'
  | 'unknown-type'
  | 'missing-body'
  | 'bad-base64'
  | 'type-mismatch'
  | 'truncated';

export interface ParsedSshKey {
  type: SshKeyType;
  body: string;
  comment: string;
  blob: Uint8Array;
  bits?: number;
}

export type SshKeyParseResult = { ok: true; key: ParsedSshKey } | { ok: false; problem: SshKeyProblem };

const PRIVATE_KEY_MARKERS = [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/, /^PuTTY-User-Key-File-\d+:/m];

const ED25519_KEY_BYTES = 32;

const ECDSA_CURVES = {
  nistp256: { bits: 256, coordinateBytes: 32 },
  nistp384: { bits: 384, coordinateBytes: 48 },
  nistp521: { bits: 521, coordinateBytes: 66 },
} as const;
type EcdsaCurveName = keyof typeof ECDSA_CURVES;

/** The SEC1 prefix for an uncompressed point, the only form OpenSSH accepts. */
const UNCOMPRESSED_POINT_PREFIX = 0x04;

/** Sequential reader for the RFC 4251 §5 wire encoding; every read returns null when the data runs out. */
class WireReader {
  private offset = 0;
  private readonly bytes: Uint8Array;
  private readonly view: DataView;

  // No parameter properties: Node's built-in type stripping cannot run them.
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }

  readString(): Uint8Array | null {
    if (this.offset + 4 > this.bytes.length) return null;
    const length = this.view.getUint32(this.offset);
    const start = this.offset + 4;
    if (length > this.bytes.length - start) return null;
    this.offset = start + length;
    return this.bytes.subarray(start, this.offset);
  }

  /** Zero or negative RSA/DSA values are always corrupt, and sshd refuses negative mpints outright. */
  readPositiveMpint(): Uint8Array | null {
    const raw = this.readString();
    if (raw === null || raw.length === 0) return null;
    if ((raw[0]! & 0x80) !== 0) return null;
    return raw;
  }
}

// Compared byte by byte rather than decoded, so a hostile length prefix cannot
// make us build a huge string from the blob.
function bytesSpell(bytes: Uint8Array, text: string): boolean {
  return bytes.length === text.length && bytes.every((byte, i) => byte === text.charCodeAt(i));
}

function bitLength(unsignedBigEndian: Uint8Array): number {
  const firstNonZero = unsignedBigEndian.findIndex((byte) => byte !== 0);
  if (firstNonZero === -1) return 0;
  const leading = unsignedBigEndian[firstNonZero]!;
  const remainingBytes = unsignedBigEndian.length - firstNonZero - 1;
  return remainingBytes * 8 + (32 - Math.clz32(leading));
}

function isSshKeyType(value: string): value is SshKeyType {
  return (SSH_KEY_TYPES as readonly string[]).includes(value);
}

type BlobCheck = { ok: true; bits: number } | { ok: false; problem: 'type-mismatch' | 'truncated' };

const TRUNCATED: BlobCheck = { ok: false, problem: 'truncated' };

function readEd25519(reader: WireReader): BlobCheck {
  const key = reader.readString();
  return key?.length === ED25519_KEY_BYTES ? { ok: true, bits: 256 } : TRUNCATED;
}

function readEcdsa(reader: WireReader, expectedCurve: EcdsaCurveName): BlobCheck {
  const curve = reader.readString();
  if (curve === null) return TRUNCATED;
  if (!bytesSpell(curve, expectedCurve)) return { ok: false, problem: 'type-mismatch' };
  const point = reader.readString();
  const { bits, coordinateBytes } = ECDSA_CURVES[expectedCurve];
  if (point?.length !== 1 + 2 * coordinateBytes || point[0] !== UNCOMPRESSED_POINT_PREFIX) return TRUNCATED;
  return { ok: true, bits };
}

function readRsa(reader: WireReader): BlobCheck {
  const exponent = reader.readPositiveMpint();
  const modulus = reader.readPositiveMpint();
  if (exponent === null || modulus === null) return TRUNCATED;
  return { ok: true, bits: bitLength(modulus) };
}

function readDsa(reader: WireReader): BlobCheck {
  const p = reader.readPositiveMpint();
  const q = reader.readPositiveMpint();
  const g = reader.readPositiveMpint();
  const y = reader.readPositiveMpint();
  if (p === null || q === null || g === null || y === null) return TRUNCATED;
  return { ok: true, bits: bitLength(p) };
}

/** Security keys append the FIDO application (relying party id, usually "ssh:") to the plain key. */
function withApplication(check: BlobCheck, reader: WireReader): BlobCheck {
  if (!check.ok) return check;
  return reader.readString() === null ? TRUNCATED : check;
}

function readKeyFields(type: SshKeyType, reader: WireReader): BlobCheck {
  switch (type) {
    case 'ssh-ed25519':
      return readEd25519(reader);
    case 'sk-ssh-ed25519@openssh.com':
      return withApplication(readEd25519(reader), reader);
    case 'ecdsa-sha2-nistp256':
      return readEcdsa(reader, 'nistp256');
    case 'ecdsa-sha2-nistp384':
      return readEcdsa(reader, 'nistp384');
    case 'ecdsa-sha2-nistp521':
      return readEcdsa(reader, 'nistp521');
    case 'sk-ecdsa-sha2-nistp256@openssh.com':
      return withApplication(readEcdsa(reader, 'nistp256'), reader);
    case 'ssh-rsa':
      return readRsa(reader);
    case 'ssh-dss':
      return readDsa(reader);
  }
}

function checkBlob(type: SshKeyType, blob: Uint8Array): BlobCheck {
  const reader = new WireReader(blob);
  const embeddedType = reader.readString();
  if (embeddedType === null) return TRUNCATED;
  if (!bytesSpell(embeddedType, type)) return { ok: false, problem: 'type-mismatch' };
  const check = readKeyFields(type, reader);
  // sshd rejects blobs with trailing bytes, so they are as unusable as missing ones.
  if (check.ok && !reader.atEnd) return TRUNCATED;
  return check;
}

export function parseSshPublicKey(input: string): SshKeyParseResult {
  const line = input.trim();
  if (line === '') return { ok: false, problem: 'empty' };
  if (PRIVATE_KEY_MARKERS.some((marker) => marker.test(line))) return { ok: false, problem: 'private-key' };
  if (/[\r\n]/.test(line)) return { ok: false, problem: 'multiple-lines' };

  // sshd separates fields with spaces or tabs only; the comment keeps its inner spacing.
  const match = /^([^ \t]+)(?:[ \t]+([^ \t]+))?(?:[ \t]+(.*))?$/s.exec(line);
  const [, type = '', body, comment = ''] = match ?? [];
  if (!isSshKeyType(type)) return { ok: false, problem: 'unknown-type' };
  if (body === undefined) return { ok: false, problem: 'missing-body' };

  const blob = decodeBase64(body);
  if (blob === null) return { ok: false, problem: 'bad-base64' };

  const check = checkBlob(type, blob);
  if (!check.ok) return { ok: false, problem: check.problem };
  return { ok: true, key: { type, body, comment, blob, bits: check.bits } };
}

const PROBLEM_MESSAGES: Record<SshKeyProblem, string> = {
  empty: 'Paste an SSH public key, such as the contents of ~/.ssh/id_ed25519.pub.',
  'multiple-lines': 'Paste one key on a single line. Add any other keys separately.',
  'private-key': 'This is a private key. Paste the public key (the .pub file) instead — never share your private key.',
  'unknown-type': `The key must start with a supported type: ${SSH_KEY_TYPES.join(', ')}.`,
  'missing-body': 'The key data after the key type is missing. Copy the whole line from the .pub file.',
  'bad-base64':
    'The key data is not valid base64. It may have been changed while copying — copy the whole line from the .pub file again.',
  'type-mismatch':
    'The key data does not match the key type at the start of the line. Check that the line has not been edited.',
  truncated:
    'The key data is incomplete or damaged — it may have been cut off while copying. Copy the whole line from the .pub file.',
};

export function sshKeyProblemMessage(problem: SshKeyProblem): string {
  return PROBLEM_MESSAGES[problem];
}

/** Matches `ssh-keygen -lf` output, so users can compare it with what their own machine shows. */
export function sshKeyFingerprint(blob: Uint8Array): string {
  return `SHA256:${encodeBase64(sha256(blob), { pad: false })}`;
}

/** The longest SSH key name the API takes, in characters. */
export const SSH_KEY_NAME_MAX = 255;

/**
 * A key name made from a key's comment ("alice@laptop"), within the API's name rules: control
 * characters and runs of spaces become one space, the ends are trimmed and the name is cut to
 * 255 characters. Empty when the comment gives no readable name.
 */
export function keyNameFromComment(comment: string): string {
  const spaced = comment.replace(/[\p{Cc}\p{Z}\s]+/gu, ' ').trim();
  if (isBlankName(spaced)) return '';
  return [...spaced].slice(0, SSH_KEY_NAME_MAX).join('').trimEnd();
}

/** The name a pasted key line gives through its comment, or empty for no key or no comment. */
export function keyNameFromLine(line: string): string {
  const parsed = parseSshPublicKey(line);
  return parsed.ok ? keyNameFromComment(parsed.key.comment) : '';
}
