import { authenticate, resolveTeam } from './auth';
import type { EmulatorSettings, RouteContext } from './context';
import { demoFixture } from './demoFixture';
import { ApiFailure } from './failure';
import { FieldReader, parseJsonObject } from './jsonBody';
import { bodiless, errorBody } from './responses';
import { createRouter, type Router } from './router';
import { allRoutes } from './routes';
import { consumeConsoleSession } from './routes/consoleSessions';
import { createState, type EmulatorState, type TeamState } from './state';
import type { Emulator, EmulatorOptions, EmulatorRequest, EmulatorResponse } from './types';

export const DEFAULT_CONSOLE_BASE_URL = 'http://127.0.0.1:8787';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * `team_id` travels in the query for GET/DELETE and in the JSON body for POST/PUT/PATCH (where the
 * query is accepted too, the body winning). A body `team_id` that is not a string is INVALID_FIELD.
 */
function requestedTeamId(method: string, query: URLSearchParams, body: FieldReader): string | undefined {
  const fromBody = METHODS_WITH_BODY.has(method) ? body.optionalString('team_id') : undefined;
  return fromBody ?? query.get('team_id') ?? undefined;
}

interface Instance {
  state: EmulatorState;
  router: Router;
  settings: EmulatorSettings;
}

function respond({ state, router, settings }: Instance, req: EmulatorRequest, now: number): EmulatorResponse {
  // Routing comes first, as in a web framework: an unknown route is 404 even without a token.
  const match = router.match(req.method, req.path);
  if (match.kind === 'invalid-path') return errorBody(400, 'INVALID_PATH');
  if (match.kind === 'unknown-route') return bodiless(404);
  if (match.kind === 'method-not-allowed') return bodiless(405, { allow: match.allowed.join(', ') });

  const user = authenticate(state, req.headers['authorization']);
  state.scheduler.settle(now);
  const method = match.route.method;
  const body = new FieldReader(METHODS_WITH_BODY.has(method) ? parseJsonObject(req.body) : {});
  let team: TeamState | undefined;
  const ctx: RouteContext = {
    req,
    params: match.params,
    user,
    body,
    state,
    now,
    settings,
    team: () => (team ??= resolveTeam(state, user, requestedTeamId(method, req.query, body))),
  };
  return match.route.handle(ctx);
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const fixture = options.fixture ?? demoFixture;
  const now = options.now ?? Date.now;
  const instance: Instance = {
    state: createState(fixture),
    router: createRouter(allRoutes, options.extensions ?? true),
    settings: { consoleBaseUrl: (options.consoleBaseUrl ?? DEFAULT_CONSOLE_BASE_URL).replace(/\/+$/, '') },
  };

  return {
    handle(req) {
      try {
        return respond(instance, req, now());
      } catch (error) {
        if (error instanceof ApiFailure) return errorBody(error.status, error.code);
        // A genuine bug: say so without leaking anything from the request.
        console.error('emulator: unexpected error', error);
        return errorBody(500, 'INTERNAL_ERROR');
      }
    },
    reset() {
      instance.state = createState(fixture);
    },
    load(replacement) {
      instance.state = createState(replacement);
    },
    consumeConsoleSession(token) {
      return consumeConsoleSession(instance.state, token, now());
    },
    get demoToken() {
      return fixture.users[0]?.token ?? '';
    },
  };
}
