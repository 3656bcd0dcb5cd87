import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  keyNameFromComment,
  keyNameFromLine,
  parseSshPublicKey,
  SSH_KEY_NAME_MAX,
  SSH_KEY_TYPES,
  sshKeyFingerprint,
  sshKeyProblemMessage,
  type ParsedSshKey,
  type SshKeyProblem,
  type SshKeyType,
} from './sshKey';
import { expectOneSentencePerProblem } from '../test/problemMessages';

interface Fixture {
  line: string;
  type: SshKeyType;
  bits: number;
  comment: string;
  /** As printed by `ssh-keygen -lf` (OpenSSH 9.2p1). */
  fingerprint: string;
}

// Throwaway keys generated with ssh-keygen; the security-key ones were assembled
// from the ed25519/nistp256 keys plus the "ssh:" application and checked with ssh-keygen -lf.
const FIXTURES: Record<string, Fixture> = {
  ed25519: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINCB7tKATrGjnt0+X5Gl0ej0ZSWLszVfxLtH/AbEFPJl user@host ed25519',
    type: 'ssh-ed25519',
    bits: 256,
    comment: 'user@host ed25519',
    fingerprint: 'SHA256:L2B1zCRo6uFZgliuBn9bWTU6wP4ud0JGBF8m7JNwmyg',
  },
  rsa2048: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC20XZUUjkEMLn5E0+N1Qp8s+mAKBE2Utait9bwj95mKENaX+fnR7USNDzyM7WlMdKfPT2X2G9jThdZMpJBc2pOjMSipYvcUrZV8vq85CYfjRpzz6oZsmpi06zH88qyzadPagRKRqwj641Ec+zhlDApU+Bo5FeCtZD0iMhaGFZTuGkwQ4yigQa89i3Iau4tB3VYNdCsBXSm4jX95iHhLm+cnL6cFcdfQQNXAXEkcRd4UcE7JVIWunzpwn9KLlplSGa96cL6GOmxZGu/cI6TtvWkAnghLhrFZwaWQm8yYLoVbINlT+S8RckEpdGRmT5g5VwrPMDR1aDcoa7x8BZpAa5/ user@host rsab2048',
    type: 'ssh-rsa',
    bits: 2048,
    comment: 'user@host rsab2048',
    fingerprint: 'SHA256:4rD1VTOy6n/MUsSRKI/j8/AgO4DV56+mj7myub4phy8',
  },
  rsa3072: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCf+c6elnj+ax8zDWXOjTeKBF1gqZwJPa1xOCBFNy/xu25nfx0GxPAPvNf+Swb40uLH6a7lYFZ71znhkiDiH5qqUZ75jmbcgoHv9jAy/o/XTnMdOTnugFg4jj2+Ju6BiX0GhlbmjIdwyJQtEQTpK7SHyNcJ0a116x8Tzz2+ks37KxQs+PYsRdLzIDad2c/YGNeBS9DS10OwUqmdFkoC7JVgSneOA+DGn71kJaNXhbbUVo1YKzl4rfFxaa0DSDMbYjf0+QGvijrkkJmUmfELxJOZ0CMSvB/C6MI35N31BJz2ezk2M6OPBUnmqSO697OpBY2GjoCeDVeMxPJbAo/GBdpBpmODTU2NNdSByqeo9gLkUZtMZP/m5HtrDd+Be8YEBr6xW3KPboPpuDjw1XFblXTd+kx99hn+rauEa4ZEUhIQdiw9GJb+FHBWAT2ntrkdCRHHrk6wNxiIfVfNBavEUha9OAEfpBkTtjB3emSg/FMIs3jIsfmJGzdMlAmQ5omFJUU= user@host rsab3072',
    type: 'ssh-rsa',
    bits: 3072,
    comment: 'user@host rsab3072',
    fingerprint: 'SHA256:UpwpA1WNfwItoYX8ddsTcVbvfJUDw7NHTGBLKZY3fEU',
  },
  // The modulus's top byte is below 0x80, so its mpint has no leading zero byte.
  rsa2047: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAFYhwztXth2rYhmxJiB9bg2MbPQvcJZFc+KrKHEzg39HzVWQOCOt0Snogcsv0qd1pweHHGZgjYym+3j5slwgHvLe1t8jTipt41gWvcdetMnjzTbUg8ClgJV8fb4SW91TE5uciZFYlBQ/aWJ63Utlq9rPDlFGGHOI0KXV6E0skQskwEBgKTP2jGsCHvIse4hr8uZOBkAiG4CQFh4YFCd24CJXys+XrCnuqouHQSAnowTir58Hvsle5n/5aV+AsgCunMds8SalTotp6R/8myxndXcUpIEcWa5w98V/XnGpyIlNPkMloV53U+xMp7tc2b2XAASZrmQgMg3k1FYL8DvHYbk= odd',
    type: 'ssh-rsa',
    bits: 2047,
    comment: 'odd',
    fingerprint: 'SHA256:1d3I8iYRkksCC+lUcDyTUE8t17tVkuSOmrg8HukXmUM',
  },
  nistp256: {
    line: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBES1Meh31JravJkwGLl9TseTfpJ+mwOWtFFrZ1KIbAT+FnAHItrKNPYOTOAWwg8MOw3VH4Kp3PAFG/b3a6yi/Y4= user@host ecdsab256',
    type: 'ecdsa-sha2-nistp256',
    bits: 256,
    comment: 'user@host ecdsab256',
    fingerprint: 'SHA256:wxahXZEOpTm8k/Isl90GqFjDUE4xN3DcvTw+myjhT5Y',
  },
  nistp384: {
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBCrjKeOKn+BScFlywxpHpjvGjyzbmZJ2ExlBnD2R4H1VEhQ6OZ25I4QzBFx+SVtNhiYhHf4x6emCeNwV8GHwM7z6IZ7FKVD2fYQust/SjiiHQ/2x4zdotywU1WZy1SJVfA== user@host ecdsab384',
    type: 'ecdsa-sha2-nistp384',
    bits: 384,
    comment: 'user@host ecdsab384',
    fingerprint: 'SHA256:ykuovr9uIfQ5VEqSi78MnWg/+8B7lSSsHLighZl8VXE',
  },
  nistp521: {
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAAGxypf2lrI4pfk1HfpGyNobfMk8xWqtA0toFD2LUR+p3/7pF0hLib59itzj0GKw6LKi3r3JwY6zmEWkNUpN1wrnAEa32fL8fiZQgwRq3Bc3l3g9j82+RdIcfYZqg9W3v9xdAt60zwOxWhwP0lnYNSPMiWTB+hSoFFxIKhKUAH5WBW6CA== user@host ecdsab521',
    type: 'ecdsa-sha2-nistp521',
    bits: 521,
    comment: 'user@host ecdsab521',
    fingerprint: 'SHA256:ezyZJk3etH/N6ee/KH8JBjY9PLpx+tIl+JKTqmRBQ0k',
  },
  skEd25519: {
    line: 'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAINCB7tKATrGjnt0+X5Gl0ej0ZSWLszVfxLtH/AbEFPJlAAAABHNzaDo= yubikey',
    type: 'sk-ssh-ed25519@openssh.com',
    bits: 256,
    comment: 'yubikey',
    fingerprint: 'SHA256:tXFWSa9V1CVa6X7vrGLWT3fjO8HQqaAT87Y3mVIvTnQ',
  },
  skNistp256: {
    line: 'sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb20AAAAIbmlzdHAyNTYAAABBBES1Meh31JravJkwGLl9TseTfpJ+mwOWtFFrZ1KIbAT+FnAHItrKNPYOTOAWwg8MOw3VH4Kp3PAFG/b3a6yi/Y4AAAAEc3NoOg== yubikey',
    type: 'sk-ecdsa-sha2-nistp256@openssh.com',
    bits: 256,
    comment: 'yubikey',
    fingerprint: 'SHA256:lHFPkWxiNmcYpza4fxOXr+yobK2bF9hUVDw3yDR9IuM',
  },
  dsa: {
    line: 'ssh-dss AAAAB3NzaC1kc3MAAACBAIZVubr8MoGpx7EgvLm+5o7j82QAoxTlEjG4paZ2O9BJ0rGI9TWzAY6ZWR2keLS2rlFPBMh9mJqYTflb9d+t8bb6R8Q2BKobeojrgYewMy6f3fE4y36oB4n1fe979PNqYDwbLgJSg5PvKHiTo/gRoSgHZzpqZHgFd6ftxbYd4Bs3AAAAFQCZPwjK9+6cxC+tLlvxbOAx3W+lxQAAAIAjym1VYPX2aAYNioOd7089SAD9YCzKdmTY0c1WrJhM7AItGErFGPS6DutjN0+VZ3IJ/B7/evTeg8yXXZhS8FBR2AogckWaT9UT9gf2wX6/kdFWH+xAO+C9oTGqY7RMft71qIkb2JQYZztN3o8ENmM8eoXTvlmsggBlohYbW5wJlgAAAIAR047aN0BTLXqadweAy/rpuK8LJHMoI8Sd8BU9maqK9w9Zt98ikZ3/ChVFR17IbRk0xmMIny9WuDjox1JWVT8lWerzQEfshSFZ6bvEzhDVA+veXkeZCsYQlM1K5d28oUtvITZFtlgXYG6S+LXhbIn+xV2aqwmNEKCMkVzSUk91qQ== user@host dsa',
    type: 'ssh-dss',
    bits: 1024,
    comment: 'user@host dsa',
    fingerprint: 'SHA256:FHBXOxJ9rSVRJGk27KbAsTcre5al5bgA3/TbgGo42Hs',
  },
};

const ED25519 = FIXTURES.ed25519!;
const RSA = FIXTURES.rsa2048!;
const NISTP256 = FIXTURES.nistp256!;

function bodyOf(line: string): string {
  return line.split(' ')[1]!;
}

function blobOf(line: string): Buffer {
  return Buffer.from(bodyOf(line), 'base64');
}

/** RFC 4251 string: uint32 big-endian length, then the bytes. */
function sshString(data: Uint8Array | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** RFC 4251 mpint from an unsigned big-endian magnitude. */
function sshMpint(magnitude: Uint8Array): Buffer {
  let start = 0;
  while (start < magnitude.length && magnitude[start] === 0) start++;
  const trimmed = Buffer.from(magnitude.subarray(start));
  const needsSignByte = trimmed.length > 0 && (trimmed[0]! & 0x80) !== 0;
  return sshString(needsSignByte ? Buffer.concat([Buffer.of(0), trimmed]) : trimmed);
}

function lineFor(type: string, blob: Uint8Array, comment = ''): string {
  return `${type} ${Buffer.from(blob).toString('base64')}${comment ? ` ${comment}` : ''}`;
}

function parsedKey(input: string): ParsedSshKey {
  const result = parseSshPublicKey(input);
  if (!result.ok) throw new Error(`expected a valid key, got ${result.problem}`);
  return result.key;
}

function problemOf(input: string): SshKeyProblem | undefined {
  const result = parseSshPublicKey(input);
  return result.ok ? undefined : result.problem;
}

/** PEM armour is assembled at run time so secret scanners do not flag this file. */
function pem(label: string, body: string): string {
  const dashes = '-----';
  return `${dashes}BEGIN ${label}${dashes}\n${body}\n${dashes}END ${label}${dashes}\n`;
}

describe('parseSshPublicKey with real keys', () => {
  it.each(Object.entries(FIXTURES))('parses the %s fixture', (_name, fixture) => {
    const key = parsedKey(fixture.line);
    expect(key.type).toBe(fixture.type);
    expect(key.bits).toBe(fixture.bits);
    expect(key.comment).toBe(fixture.comment);
    expect(key.body).toBe(bodyOf(fixture.line));
    expect(key.blob).toEqual(new Uint8Array(blobOf(fixture.line)));
  });

  it.each(Object.entries(FIXTURES))('fingerprints the %s fixture exactly as ssh-keygen -lf does', (_name, fixture) => {
    expect(sshKeyFingerprint(parsedKey(fixture.line).blob)).toBe(fixture.fingerprint);
  });

  it('covers every supported key type with a fixture', () => {
    const covered = new Set(Object.values(FIXTURES).map((fixture) => fixture.type));
    expect([...covered].sort()).toEqual([...SSH_KEY_TYPES].sort());
  });
});

describe('parseSshPublicKey line handling', () => {
  const body = bodyOf(ED25519.line);

  it('accepts a key without a comment', () => {
    const key = parsedKey(`ssh-ed25519 ${body}`);
    expect(key.comment).toBe('');
    expect(key.body).toBe(body);
  });

  it('trims surrounding whitespace, including the newline a .pub file ends with', () => {
    expect(parsedKey(`\n  ${ED25519.line}\r\n`).comment).toBe('user@host ed25519');
    expect(parsedKey(`\t${ED25519.line}   `).body).toBe(body);
  });

  it('accepts tabs and runs of spaces between fields', () => {
    const key = parsedKey(`ssh-ed25519\t\t${body}  \t  laptop key`);
    expect(key.type).toBe('ssh-ed25519');
    expect(key.comment).toBe('laptop key');
  });

  it('keeps the comment verbatim, including inner spacing and non-ASCII text', () => {
    expect(parsedKey(`ssh-ed25519 ${body} Zoë's  work   laptop (2024)`).comment).toBe("Zoë's  work   laptop (2024)");
  });

  it('rejects empty and whitespace-only input', () => {
    expect(problemOf('')).toBe('empty');
    expect(problemOf('   \n\t  ')).toBe('empty');
  });

  it('rejects two keys pasted together', () => {
    expect(problemOf(`${ED25519.line}\n${RSA.line}`)).toBe('multiple-lines');
    expect(problemOf(`${ED25519.line}\r\n${RSA.line}\r\n`)).toBe('multiple-lines');
  });

  it('rejects a key wrapped over several lines', () => {
    expect(problemOf(`ssh-ed25519 ${body.slice(0, 40)}\n${body.slice(40)}`)).toBe('multiple-lines');
  });

  it.each([
    ['an OpenSSH private key', pem('OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB')],
    [
      'a PEM RSA private key',
      pem('RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEAttF2VFI5BDC5+RNPjdUKfLPpgCgRNlLmorfW8I/eZihDWl/n'),
    ],
    ['a PKCS#8 private key', pem('PRIVATE KEY', 'MC4CAQAwBQYDK2VwBCIEIJ3s')],
    [
      'an encrypted PKCS#8 private key',
      pem('ENCRYPTED PRIVATE KEY', 'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI'),
    ],
    ['an EC private key', pem('EC PRIVATE KEY', 'MHcCAQEEIBkg')],
    ['only the first line of a private key', pem('OPENSSH PRIVATE KEY', '').split('\n')[0]!],
    [
      'a PuTTY private key',
      'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key\nPublic-Lines: 2',
    ],
  ])('recognises %s', (_name, input) => {
    expect(problemOf(input)).toBe('private-key');
  });

  it('does not mistake a public key for a private one', () => {
    expect(problemOf(pem('PUBLIC KEY', 'MCowBQYDK2VwAyEA0IHu0oBOsaOe3T5fkaXR6PRlJYuzNV/Eu0f8BsQU8mU='))).toBe(
      'multiple-lines',
    );
  });

  it.each([
    ['an unsupported algorithm', `ssh-ed448 ${body}`],
    ['an upper-case type', `SSH-ED25519 ${body}`],
    ['a certificate', `ssh-ed25519-cert-v01@openssh.com ${body}`],
    ['only the base64 body', body],
    ['authorized_keys options before the type', `no-pty,from="10.0.0.0/8" ${ED25519.line}`],
    ['a non-breaking space after the type', `ssh-ed25519\u00a0${body}`],
    ['arbitrary text', 'hello world'],
  ])('rejects %s as an unknown type', (_name, input) => {
    expect(problemOf(input)).toBe('unknown-type');
  });

  it('rejects a known type with nothing after it', () => {
    expect(problemOf('ssh-ed25519')).toBe('missing-body');
    expect(problemOf('  ssh-rsa   ')).toBe('missing-body');
  });

  it.each([
    ['a character that is not base64', `ssh-ed25519 ${body.slice(0, -4)}!!!! c`],
    ['a dropped character', `ssh-ed25519 ${body.slice(0, 20)}${body.slice(21)}`],
    ['missing padding', `ssh-rsa ${bodyOf(FIXTURES.rsa3072!.line).replace(/=+$/, '')}`],
    ['URL-safe base64', `ssh-rsa ${bodyOf(RSA.line).replaceAll('+', '-').replaceAll('/', '_')}`],
    ['a typo in the comment position glued to the body', `ssh-ed25519 ${body}"laptop"`],
  ])('rejects %s as bad base64', (_name, input) => {
    expect(problemOf(input)).toBe('bad-base64');
  });
});

describe('parseSshPublicKey blob checks', () => {
  it('rejects a key whose stated type differs from the type inside it', () => {
    expect(problemOf(`ssh-rsa ${bodyOf(ED25519.line)}`)).toBe('type-mismatch');
    expect(problemOf(`ssh-ed25519 ${bodyOf(RSA.line)}`)).toBe('type-mismatch');
    expect(problemOf(`ecdsa-sha2-nistp384 ${bodyOf(NISTP256.line)}`)).toBe('type-mismatch');
    expect(problemOf(`sk-ssh-ed25519@openssh.com ${bodyOf(ED25519.line)}`)).toBe('type-mismatch');
  });

  it('rejects an ECDSA key whose curve field does not match its type', () => {
    const point = blobOf(NISTP256.line).subarray(-65);
    const blob = Buffer.concat([sshString('ecdsa-sha2-nistp256'), sshString('nistp384'), sshString(point)]);
    expect(problemOf(lineFor('ecdsa-sha2-nistp256', blob))).toBe('type-mismatch');
  });

  it.each(Object.entries(FIXTURES))('reports every strict prefix of the %s blob as truncated', (_name, fixture) => {
    const blob = blobOf(fixture.line);
    for (let length = 1; length < blob.length; length++) {
      expect(problemOf(lineFor(fixture.type, blob.subarray(0, length))), `prefix of ${length} bytes`).toBe('truncated');
    }
  });

  it.each(Object.entries(FIXTURES))(
    'reports the %s blob with a trailing byte as truncated, as sshd rejects it',
    (_name, fixture) => {
      expect(problemOf(lineFor(fixture.type, Buffer.concat([blobOf(fixture.line), Buffer.of(0)])))).toBe('truncated');
    },
  );

  it('reports a body cut off at a base64 group boundary as truncated', () => {
    const cut = bodyOf(RSA.line).slice(0, 200);
    expect(problemOf(`ssh-rsa ${cut}`)).toBe('truncated');
  });

  it('rejects ed25519 keys that are not exactly 32 bytes', () => {
    for (const size of [0, 31, 33, 64]) {
      const blob = Buffer.concat([sshString('ssh-ed25519'), sshString(new Uint8Array(size).fill(7))]);
      expect(problemOf(lineFor('ssh-ed25519', blob)), `${size}-byte key`).toBe('truncated');
    }
  });

  it('rejects an ECDSA point that is compressed or the wrong size for the curve', () => {
    const point = blobOf(NISTP256.line).subarray(-65);
    const compressed = Buffer.concat([Buffer.of(0x02 | (point[64]! & 1)), point.subarray(1, 33)]);
    const withPoint = (p: Uint8Array) =>
      lineFor(
        'ecdsa-sha2-nistp256',
        Buffer.concat([sshString('ecdsa-sha2-nistp256'), sshString('nistp256'), sshString(p)]),
      );
    expect(problemOf(withPoint(point))).toBeUndefined();
    expect(problemOf(withPoint(compressed))).toBe('truncated');
    expect(problemOf(withPoint(Buffer.concat([Buffer.of(0x05), point.subarray(1)])))).toBe('truncated');
    expect(problemOf(withPoint(point.subarray(0, 64)))).toBe('truncated');
  });

  it('rejects an RSA key with an empty or negative modulus', () => {
    const exponent = sshMpint(Buffer.of(1, 0, 1));
    const rsaWith = (modulus: Uint8Array) =>
      lineFor('ssh-rsa', Buffer.concat([sshString('ssh-rsa'), exponent, sshString(modulus)]));
    expect(problemOf(rsaWith(new Uint8Array(0)))).toBe('truncated');
    expect(problemOf(rsaWith(Buffer.of(0x80, 1, 2, 3)))).toBe('truncated');
    expect(problemOf(rsaWith(Buffer.of(0x00, 0x80, 1, 2, 3)))).toBeUndefined();
  });

  it('rejects a security key without its application string', () => {
    const blob = blobOf(FIXTURES.skEd25519!.line);
    const withoutApplication = blob.subarray(0, blob.length - 8);
    expect(problemOf(lineFor('sk-ssh-ed25519@openssh.com', withoutApplication))).toBe('truncated');
  });

  it('rejects a length prefix that claims more data than there is, without allocating it', () => {
    const hostile = Buffer.concat([Buffer.of(0xff, 0xff, 0xff, 0xff), Buffer.from('ssh-ed25519')]);
    expect(problemOf(lineFor('ssh-ed25519', hostile))).toBe('truncated');
  });

  it('handles a huge embedded type string as a mismatch', () => {
    const blob = sshString(new Uint8Array(2_000_000).fill(0x61));
    expect(problemOf(lineFor('ssh-ed25519', blob))).toBe('type-mismatch');
  });
});

describe('sshKeyFingerprint against independently generated keys', () => {
  const base64url = (text: string | undefined) => Buffer.from(text ?? '', 'base64url');
  const independentFingerprint = (blob: Uint8Array) =>
    `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;

  it('matches node:crypto for fresh ed25519 keys', () => {
    for (let i = 0; i < 5; i++) {
      const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
      const blob = Buffer.concat([sshString('ssh-ed25519'), sshString(base64url(jwk.x))]);
      const key = parsedKey(lineFor('ssh-ed25519', blob, `gen-${i}`));
      expect(key.bits).toBe(256);
      expect(sshKeyFingerprint(key.blob)).toBe(independentFingerprint(blob));
    }
  });

  // Sizes stay small because RSA generation time varies widely and could hit the test timeout.
  it.each([1024, 1536, 2048])(
    'matches node:crypto for a fresh %i-bit RSA key and reports its size',
    (modulusLength) => {
      const jwk = generateKeyPairSync('rsa', { modulusLength }).publicKey.export({ format: 'jwk' });
      const blob = Buffer.concat([sshString('ssh-rsa'), sshMpint(base64url(jwk.e)), sshMpint(base64url(jwk.n))]);
      const key = parsedKey(lineFor('ssh-rsa', blob));
      expect(key.bits).toBe(modulusLength);
      expect(sshKeyFingerprint(key.blob)).toBe(independentFingerprint(blob));
    },
  );

  it.each([
    ['prime256v1', 'nistp256', 256],
    ['secp384r1', 'nistp384', 384],
    ['secp521r1', 'nistp521', 521],
  ] as const)('matches node:crypto for a fresh %s ECDSA key', (namedCurve, curve, bits) => {
    const jwk = generateKeyPairSync('ec', { namedCurve }).publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.of(0x04), base64url(jwk.x), base64url(jwk.y)]);
    const type = `ecdsa-sha2-${curve}`;
    const blob = Buffer.concat([sshString(type), sshString(curve), sshString(point)]);
    const key = parsedKey(lineFor(type, blob));
    expect(key.bits).toBe(bits);
    expect(sshKeyFingerprint(key.blob)).toBe(independentFingerprint(blob));
  });

  it('never pads the fingerprint', () => {
    expect(sshKeyFingerprint(new Uint8Array(0))).toBe('SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU');
  });
});

describe('sshKeyProblemMessage', () => {
  const problems: SshKeyProblem[] = [
    'empty',
    'multiple-lines',
    'private-key',
    'unknown-type',
    'missing-body',
    'bad-base64',
    'type-mismatch',
    'truncated',
  ];

  it('gives a distinct sentence for every problem', () => {
    expectOneSentencePerProblem(problems, sshKeyProblemMessage, 20);
  });

  it('warns never to share a private key', () => {
    expect(sshKeyProblemMessage('private-key')).toBe(
      'This is a private key. Paste the public key (the .pub file) instead — never share your private key.',
    );
  });

  it('lists the supported types for an unknown type', () => {
    for (const type of SSH_KEY_TYPES) expect(sshKeyProblemMessage('unknown-type')).toContain(type);
  });
});

describe('keyNameFromComment', () => {
  it('names a key by its comment', () => {
    expect(keyNameFromComment('alice@laptop')).toBe('alice@laptop');
    expect(keyNameFromComment('  work  laptop\t(2024) ')).toBe('work laptop (2024)');
  });

  it('gives no name for a comment with nothing readable in it', () => {
    expect(keyNameFromComment('')).toBe('');
    expect(keyNameFromComment(' \u200b\u0007 ')).toBe('');
  });

  it('turns control characters into spaces and keeps 255 characters, counting an emoji as one', () => {
    expect(keyNameFromComment('ci\u0000runner')).toBe('ci runner');
    const long = `${'🔑'.repeat(254)} tail`;
    const name = keyNameFromComment(long);
    expect([...name]).toHaveLength(254);
    expect(keyNameFromComment(`${'a'.repeat(300)}`)).toBe('a'.repeat(SSH_KEY_NAME_MAX));
  });

  it('reads the comment of a whole key line, and nothing from a line that is no key', () => {
    expect(keyNameFromLine(RSA.line)).toBe('user@host rsab2048');
    expect(keyNameFromLine(lineFor('ssh-rsa', blobOf(RSA.line)))).toBe('');
    expect(keyNameFromLine('ssh-ed25519 AAAAnotakey bob@desk')).toBe('');
  });
});
