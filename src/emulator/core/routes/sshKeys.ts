import { parseSshPublicKey } from '../../../lib/sshKey';
import { contractRoute, extensionRoute, param, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureSshKey } from '../fixture';
import { findById, removeById } from '../lookup';
import { noContent, ok } from '../responses';
import { isoSeconds } from '../time';
import { checkName, NAME_MAX } from '../validation';

/** The key line in canonical form (single spaces), refused with INVALID_SSH_KEY when sshd would refuse it. */
function checkSshKey(text: string): string {
  const parsed = parseSshPublicKey(text);
  if (!parsed.ok) return badRequest('INVALID_SSH_KEY');
  const { type, body, comment } = parsed.key;
  return comment === '' ? `${type} ${body}` : `${type} ${body} ${comment}`;
}

const present = (key: FixtureSshKey): FixtureSshKey => ({ ...key });

export const sshKeyRoutes: RouteDefinition[] = [
  // 1
  contractRoute('POST', '/ssh_keys', (ctx) => {
    const team = ctx.team();
    const name = checkName(ctx.body.string('name'), NAME_MAX);
    const sshKey = checkSshKey(ctx.body.string('ssh_key'));
    const key: FixtureSshKey = { id: ctx.state.ids.uuid(), created: isoSeconds(ctx.now), name, ssh_key: sshKey };
    team.sshKeys.push(key);
    return ok({ ssh_key: present(key) });
  }),
  // 2
  contractRoute('GET', '/ssh_keys', (ctx) => ok({ ssh_keys: ctx.team().sshKeys.map(present) })),
  // 3: at least one of name / ssh_key.
  contractRoute('PATCH', '/ssh_keys/:keyId', (ctx) => {
    const key = findById(ctx.team().sshKeys, param(ctx, 'keyId'));
    const nameText = ctx.body.optionalString('name');
    const keyText = ctx.body.optionalString('ssh_key');
    if (nameText === undefined && keyText === undefined) return badRequest('MISSING_FIELD');
    const name = nameText === undefined ? undefined : checkName(nameText, NAME_MAX);
    const sshKey = keyText === undefined ? undefined : checkSshKey(keyText);
    if (name !== undefined) key.name = name;
    if (sshKey !== undefined) key.ssh_key = sshKey;
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
