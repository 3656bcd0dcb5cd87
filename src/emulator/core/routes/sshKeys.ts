import { parseSshPublicKey } from '../../../lib/sshKey';
import { contractRoute, extensionRoute, param, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureSshKey } from '../fixture';
import { findById, removeById } from '../lookup';
import { created, noContent, ok } from '../responses';
import { isoSeconds } from '../time';
import { checkName, NAME_MAX } from '../validation';

/** Longest key line kept, in UTF-8 bytes: far above any real key (RSA 16384 is ~2.8 KiB). */
const SSH_KEY_MAX_BYTES = 16 * 1024;
/** Most keys a team may create; a fixture may hold more (creates are refused, loading is not). */
const SSH_KEYS_PER_TEAM = 1_000;

/** The key line in canonical form (single spaces), refused with INVALID_SSH_KEY when sshd would refuse it. */
function checkSshKey(text: string): string {
  if (new TextEncoder().encode(text).length > SSH_KEY_MAX_BYTES) return badRequest('SSH_KEY_TOO_LONG');
  const parsed = parseSshPublicKey(text);
  if (!parsed.ok) return badRequest('INVALID_SSH_KEY');
  const { type, body, comment } = parsed.key;
  return comment === '' ? `${type} ${body}` : `${type} ${body} ${comment}`;
}

const present = (key: FixtureSshKey): FixtureSshKey => ({ ...key });

export const sshKeyRoutes: RouteDefinition[] = [
  // 1: `team_id` may be left out (the primary team), although the contract marks it required.
  contractRoute('POST', '/ssh_keys', (ctx) => {
    const team = ctx.team();
    const name = checkName(ctx.body.string('name'), NAME_MAX);
    const sshKey = checkSshKey(ctx.body.string('ssh_key'));
    if (team.sshKeys.length >= SSH_KEYS_PER_TEAM) return badRequest('SSH_KEY_LIMIT_REACHED');
    const key: FixtureSshKey = { id: ctx.state.ids.uuid(), created: isoSeconds(ctx.now), name, ssh_key: sshKey };
    team.sshKeys.push(key);
    return created({ ssh_key: present(key) });
  }),
  // 2
  contractRoute('GET', '/ssh_keys', (ctx) => ok({ ssh_keys: ctx.team().sshKeys.map(present) })),
  // 3: the whole key, `name` and `ssh_key` both required (`team_id` optional, as everywhere).
  contractRoute('PATCH', '/ssh_keys/:keyId', (ctx) => {
    const key = findById(ctx.team().sshKeys, param(ctx, 'keyId'));
    const name = checkName(ctx.body.string('name'), NAME_MAX);
    const sshKey = checkSshKey(ctx.body.string('ssh_key'));
    key.name = name;
    key.ssh_key = sshKey;
    return noContent();
  }),
  extensionRoute('GET', '/ssh_keys/:keyId', (ctx) =>
    ok({ ssh_key: present(findById(ctx.team().sshKeys, param(ctx, 'keyId'))) }),
  ),
  extensionRoute('DELETE', '/ssh_keys/:keyId', (ctx) => {
    removeById(ctx.team().sshKeys, param(ctx, 'keyId'));
    return noContent();
  }),
];
