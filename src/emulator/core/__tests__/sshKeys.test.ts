import { describe, expect, it } from 'vitest';
import { createHarness, expectError, expectFieldNames, expectNoBody, field, idOf, listField } from './harness';

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@laptop';
const OTHER_ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIUWeb1ybUGkLmMj7JyJH1FYstT5EP6+RK4Jac1Fhdue ops@bastion';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /ssh_keys (1)', () => {
  it('creates a key and answers {ssh_key}', () => {
    const h = createHarness();
    const response = h.post('/ssh_keys', { name: 'laptop', ssh_key: ED25519 });
    expect(response.status).toBe(201);
    const key = field(response, 'ssh_key');
    expect(key).toEqual({
      id: expect.stringMatching(UUID),
      created: '2026-11-22T12:00:00Z',
      name: 'laptop',
      ssh_key: ED25519,
    });
    expect(listField(h.get('/ssh_keys'), 'ssh_keys').map(idOf)).toContain(idOf(key));
  });

  it('generates the same ids on every run (seeded)', () => {
    const first = idOf(field(createHarness().post('/ssh_keys', { name: 'a', ssh_key: ED25519 }), 'ssh_key'));
    const second = idOf(field(createHarness().post('/ssh_keys', { name: 'a', ssh_key: ED25519 }), 'ssh_key'));
    expect(first).toBe(second);
  });

  it('stores the key line with its fields separated by single spaces', () => {
    const key = field(
      createHarness().post('/ssh_keys', { name: 'a', ssh_key: `  ${ED25519.replace(' ', '\t ')}\n` }),
      'ssh_key',
    );
    expect(key['ssh_key']).toBe(ED25519);
  });

  it('requires name and ssh_key', () => {
    const h = createHarness();
    expectError(h.post('/ssh_keys', { ssh_key: ED25519 }), 400, 'MISSING_FIELD');
    expectError(h.post('/ssh_keys', { name: 'a' }), 400, 'MISSING_FIELD');
  });

  it('refuses an empty name with INVALID_NAME', () => {
    expectError(createHarness().post('/ssh_keys', { name: '  ', ssh_key: ED25519 }), 400, 'INVALID_NAME');
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a bell', '\u0007'],
    ['direction marks and a BOM', '\u200e\u202e\ufeff'],
    ['a soft hyphen between spaces', ' \u00ad '],
    ['braille blanks', '\u2800\u2800'],
    ['a lone combining mark', '\u0301'],
    ['a private-use character', '\ue000'],
  ])('refuses a name of only %s like an empty one (INVALID_NAME)', (_label, name) => {
    const h = createHarness();
    expectError(h.post('/ssh_keys', { name, ssh_key: ED25519 }), 400, 'INVALID_NAME');
    expect(listField(h.get('/ssh_keys'), 'ssh_keys')).toHaveLength(3);
  });

  it('keeps a visible name that contains invisible characters', () => {
    const key = field(createHarness().post('/ssh_keys', { name: 'a\u200bb', ssh_key: ED25519 }), 'ssh_key');
    expect(key['name']).toBe('a\u200bb');
  });

  it('refuses a key line over 16 KiB with SSH_KEY_TOO_LONG, before judging it', () => {
    const h = createHarness();
    const longComment = `${ED25519.split(' ').slice(0, 2).join(' ')} ${'c'.repeat(16 * 1024)}`;
    expectError(h.post('/ssh_keys', { name: 'big', ssh_key: longComment }), 400, 'SSH_KEY_TOO_LONG');
    expectError(h.post('/ssh_keys', { name: 'big', ssh_key: 'x'.repeat(16 * 1024 + 1) }), 400, 'SSH_KEY_TOO_LONG');
    const atLimit = `${ED25519} ${'c'.repeat(16 * 1024 - ED25519.length - 1)}`;
    expect(h.post('/ssh_keys', { name: 'at the limit', ssh_key: atLimit }).status).toBe(201);
  });

  it('allows 1,000 keys per team and refuses the next with SSH_KEY_LIMIT_REACHED', () => {
    const h = createHarness();
    // The demo production team starts with 3.
    for (let i = 0; i < 997; i++) expect(h.post('/ssh_keys', { name: `k${i}`, ssh_key: ED25519 }).status).toBe(201);
    expectError(h.post('/ssh_keys', { name: 'one more', ssh_key: ED25519 }), 400, 'SSH_KEY_LIMIT_REACHED');
    expect(listField(h.get('/ssh_keys'), 'ssh_keys')).toHaveLength(1000);
  });

  it('accepts 255 characters of name and refuses 256 with NAME_TOO_LONG', () => {
    const h = createHarness();
    expect(h.post('/ssh_keys', { name: 'n'.repeat(255), ssh_key: ED25519 }).status).toBe(201);
    expectError(h.post('/ssh_keys', { name: 'n'.repeat(256), ssh_key: ED25519 }), 400, 'NAME_TOO_LONG');
  });

  it.each([
    ['garbage', 'not a key'],
    ['a private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----'],
    ['a truncated body', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQ'],
    ['a mismatched type', ED25519.replace('ssh-ed25519', 'ssh-rsa')],
    ['two keys', `${ED25519}\n${OTHER_ED25519}`],
    ['an empty string', ''],
  ])('refuses %s with INVALID_SSH_KEY', (_label, sshKey) => {
    expectError(createHarness().post('/ssh_keys', { name: 'a', ssh_key: sshKey }), 400, 'INVALID_SSH_KEY');
  });
});

describe('GET /ssh_keys (2)', () => {
  it('lists the team keys under ssh_keys', () => {
    const keys = listField(createHarness().get('/ssh_keys'), 'ssh_keys');
    expect(keys.map((key) => key['name'])).toEqual(['alice laptop', 'CI deploy', 'bob workstation']);
    for (const key of keys) expectFieldNames(key, ['created', 'id', 'name', 'ssh_key']);
  });
});

describe('PATCH /ssh_keys/{id} (3)', () => {
  const setup = () => {
    const h = createHarness();
    const id = idOf(field(h.post('/ssh_keys', { name: 'old', ssh_key: ED25519 }), 'ssh_key'));
    return { h, id };
  };

  it('renames and answers 204 with no body', () => {
    const { h, id } = setup();
    expectNoBody(h.patch(`/ssh_keys/${id}`, { name: 'new', ssh_key: ED25519 }), 204);
    expect(field(h.get(`/ssh_keys/${id}`), 'ssh_key')['name']).toBe('new');
  });

  it('replaces the key', () => {
    const { h, id } = setup();
    expectNoBody(h.patch(`/ssh_keys/${id}`, { name: 'old', ssh_key: OTHER_ED25519 }), 204);
    expect(field(h.get(`/ssh_keys/${id}`), 'ssh_key')['ssh_key']).toBe(OTHER_ED25519);
  });

  it('needs both name and ssh_key, team_id staying optional', () => {
    const { h, id } = setup();
    expectError(h.patch(`/ssh_keys/${id}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/ssh_keys/${id}`, { name: 'new' }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/ssh_keys/${id}`, { ssh_key: OTHER_ED25519 }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/ssh_keys/${id}`, { name: null, ssh_key: OTHER_ED25519 }), 400, 'MISSING_FIELD');
    expect(field(h.get(`/ssh_keys/${id}`), 'ssh_key')).toMatchObject({ name: 'old', ssh_key: ED25519 });
  });

  it('validates both, and changes nothing when one field is bad', () => {
    const { h, id } = setup();
    expectError(h.patch(`/ssh_keys/${id}`, { name: 'ok', ssh_key: 'bad' }), 400, 'INVALID_SSH_KEY');
    expectError(h.patch(`/ssh_keys/${id}`, { name: 'x'.repeat(256), ssh_key: ED25519 }), 400, 'NAME_TOO_LONG');
    expectError(h.patch(`/ssh_keys/${id}`, { name: '\u200b', ssh_key: ED25519 }), 400, 'INVALID_NAME');
    expect(field(h.get(`/ssh_keys/${id}`), 'ssh_key')['name']).toBe('old');
  });

  it('answers NOT_FOUND for a key of another team', () => {
    const { h, id } = setup();
    expectError(
      h.patch(`/ssh_keys/${id}`, { team_id: 'e72e0f3c-6864-4116-a9b3-55bf9dabd621', name: 'x', ssh_key: ED25519 }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('extension GET / DELETE /ssh_keys/{id}', () => {
  it('reads one key and deletes it with 204', () => {
    const h = createHarness();
    const id = 'd05c06e9-be71-4fde-bd14-494b233e2f00';
    expect(field(h.get(`/ssh_keys/${id}`), 'ssh_key')['name']).toBe('alice laptop');
    expectNoBody(h.del(`/ssh_keys/${id}`), 204);
    expectError(h.get(`/ssh_keys/${id}`), 404, 'NOT_FOUND');
    expectError(h.del(`/ssh_keys/${id}`), 404, 'NOT_FOUND');
  });
});
