import { contractRoute, extensionRoute, param, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { FixtureStartupScript } from '../fixture';
import { findById, removeById } from '../lookup';
import { created, noContent, ok } from '../responses';
import { isoSeconds } from '../time';
import { checkName, NAME_MAX } from '../validation';

/** The spec's cap (src/api/openapi.yaml). */
const STARTUP_SCRIPTS_PER_TEAM = 10;

const withContent = (script: FixtureStartupScript): FixtureStartupScript => ({ ...script });

/** List entries leave the (possibly long) content out, as the spec says. */
function withoutContent(script: FixtureStartupScript): Omit<FixtureStartupScript, 'content'> {
  const { content: _content, ...rest } = script;
  return rest;
}

export const startupScriptRoutes: RouteDefinition[] = [
  // 4
  contractRoute('POST', '/startup_scripts', (ctx) => {
    const team = ctx.team();
    const name = checkName(ctx.body.string('name'), NAME_MAX);
    const content = ctx.body.string('content');
    if (team.startupScripts.length >= STARTUP_SCRIPTS_PER_TEAM) return badRequest('STARTUP_SCRIPT_LIMIT_REACHED');
    const timestamp = isoSeconds(ctx.now);
    const script: FixtureStartupScript = {
      id: ctx.state.ids.uuid(),
      name,
      content,
      created: timestamp,
      updated: timestamp,
    };
    team.startupScripts.push(script);
    return created({ script: withContent(script) });
  }),
  // 5
  contractRoute('GET', '/startup_scripts', (ctx) => ok({ scripts: ctx.team().startupScripts.map(withoutContent) })),
  // 6
  contractRoute('DELETE', '/startup_scripts/:scriptId', (ctx) => {
    removeById(ctx.team().startupScripts, param(ctx, 'scriptId'));
    return noContent();
  }),
  extensionRoute('GET', '/startup_scripts/:scriptId', (ctx) =>
    ok({ script: withContent(findById(ctx.team().startupScripts, param(ctx, 'scriptId'))) }),
  ),
  extensionRoute('PATCH', '/startup_scripts/:scriptId', (ctx) => {
    // The whole script: `name` and `content` are both required, as on create.
    const script = findById(ctx.team().startupScripts, param(ctx, 'scriptId'));
    const name = checkName(ctx.body.string('name'), NAME_MAX);
    const content = ctx.body.string('content');
    script.name = name;
    script.content = content;
    script.updated = isoSeconds(ctx.now);
    return noContent();
  }),
];
