import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, VIEWER_TOKEN } from '../demoFixture';
import { allRoutes } from '../routes';
import { createHarness, expectError, expectNoBody, listField } from './harness';

const UNKNOWN_TEAM = '00000000-0000-4000-8000-000000000000';

describe('authentication', () => {
  it('accepts the Bearer scheme', () => {
    expect(createHarness().get('/ssh_keys', { scheme: 'Bearer' }).status).toBe(200);
  });

  it('accepts the Token scheme a live client sends', () => {
    expect(createHarness().get('/ssh_keys', { scheme: 'Token' }).status).toBe(200);
  });

  it('reads the scheme case-insensitively', () => {
    expect(createHarness().get('/ssh_keys', { scheme: 'bearer' }).status).toBe(200);
  });

  it('answers 401 {"err":"UNAUTHORIZED"} without a header', () => {
    expectError(createHarness().get('/ssh_keys', { token: null }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for an unknown token', () => {
    expectError(createHarness().get('/ssh_keys', { token: 'not-a-token' }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for another scheme or a bare token', () => {
    const h = createHarness();
    expectError(h.get('/ssh_keys', { scheme: 'Basic' }), 401, 'UNAUTHORIZED');
    expectError(
      h.get('/ssh_keys', { token: null, headers: { authorization: 'demo-token-cloud-console' } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(h.get('/ssh_keys', { token: null, headers: { authorization: 'Bearer' } }), 401, 'UNAUTHORIZED');
  });

  it('checks the token before the body (401 wins over INVALID_JSON)', () => {
    expectError(createHarness().call('POST', '/ssh_keys', { token: null, rawBody: '{' }), 401, 'UNAUTHORIZED');
  });
});

describe('team selection', () => {
  it('uses the primary team when team_id is omitted', () => {
    const h = createHarness();
    const omitted = h.get('/ssh_keys');
    const explicit = h.get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.production}`);
    expect(omitted.body).toEqual(explicit.body);
    expect(listField(omitted, 'ssh_keys')).toHaveLength(3);
  });

  it('reads team_id from the query for GET', () => {
    expect(listField(createHarness().get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.staging}`), 'ssh_keys')).toHaveLength(1);
  });

  it('reads team_id from the JSON body for POST, and the query too', () => {
    const h = createHarness();
    h.post('/startup_scripts', { team_id: DEMO_TEAM_IDS.staging, name: 'a', content: 'echo' });
    h.post(`/startup_scripts?team_id=${DEMO_TEAM_IDS.staging}`, { name: 'b', content: 'echo' });
    expect(listField(h.get(`/startup_scripts?team_id=${DEMO_TEAM_IDS.staging}`), 'scripts')).toHaveLength(3);
    expect(listField(h.get('/startup_scripts'), 'scripts')).toHaveLength(3);
  });

  it('prefers the body team_id over the query on POST', () => {
    const h = createHarness();
    h.post(`/startup_scripts?team_id=${DEMO_TEAM_IDS.production}`, {
      team_id: DEMO_TEAM_IDS.staging,
      name: 'a',
      content: 'x',
    });
    expect(listField(h.get(`/startup_scripts?team_id=${DEMO_TEAM_IDS.staging}`), 'scripts')).toHaveLength(2);
  });

  it('refuses a team the caller is not a member of with 401 TEAM_ACCESS_DENIED (the provider spells it 401)', () => {
    const h = createHarness();
    expectError(
      h.get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.staging}`, { token: VIEWER_TOKEN }),
      401,
      'TEAM_ACCESS_DENIED',
    );
    expectError(
      h.post('/ssh_keys', { team_id: DEMO_TEAM_IDS.staging, name: 'x', ssh_key: 'y' }, { token: VIEWER_TOKEN }),
      401,
      'TEAM_ACCESS_DENIED',
    );
    expectError(
      h.get(`/network/reserved_ips?team_id=${DEMO_TEAM_IDS.staging}`, { token: VIEWER_TOKEN }),
      401,
      'TEAM_ACCESS_DENIED',
    );
  });

  it('refuses an unknown team the same way', () => {
    expectError(createHarness().get(`/ssh_keys?team_id=${UNKNOWN_TEAM}`), 401, 'TEAM_ACCESS_DENIED');
  });

  it('tells a bad token (UNAUTHORIZED) from a team refusal by the code, both 401', () => {
    expectError(createHarness().get(`/ssh_keys?team_id=${UNKNOWN_TEAM}`, { token: 'wrong' }), 401, 'UNAUTHORIZED');
  });

  it('answers INVALID_FIELD for a team_id that is not a string', () => {
    expectError(
      createHarness().post('/startup_scripts', { team_id: 7, name: 'a', content: 'b' }),
      400,
      'INVALID_FIELD',
    );
  });

  it('lets the viewer read its own (primary) team', () => {
    expect(createHarness().get('/ssh_keys', { token: VIEWER_TOKEN }).status).toBe(200);
  });
});

describe('routing', () => {
  it('answers an unknown route 404 with no body, even without a token', () => {
    const h = createHarness();
    expectNoBody(h.get('/nope'), 404);
    expectNoBody(h.get('/nope', { token: null }), 404);
    expectNoBody(h.get('/ssh_keys/'), 404);
    expectNoBody(h.get('/ssh_keys/a/b'), 404);
    expectNoBody(h.get('/v1/ssh_keys'), 404);
  });

  it('tells an unknown route (no body) from a missing resource ({"err":"NOT_FOUND"})', () => {
    const h = createHarness();
    expectNoBody(h.get('/sshkeys/00000000-0000-4000-8000-000000000000'), 404);
    expectError(h.get('/ssh_keys/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });

  it('answers a known path with the wrong method 405 with no body and an Allow header', () => {
    const h = createHarness();
    const response = h.call('PUT', '/ssh_keys');
    expectNoBody(response, 405);
    expect(response.headers['allow']).toBe('POST, GET');
    expectNoBody(h.call('DELETE', '/instance_types'), 405);
    expectNoBody(h.call('GET', '/network/reserved_ips/convert/x'), 404);
  });

  it('answers malformed percent-encoding as an unknown route', () => {
    expectNoBody(createHarness().get('/object-storage/%E0%A4%A/buckets'), 404);
  });
});

describe('extensions off', () => {
  const sample = '00000000-0000-4000-8000-000000000000';
  const extensionRoutes = allRoutes.filter((route) => route.extension);

  it('knows the 23 spec endpoints (27 routes: endpoint 17 is five action paths) and 50 other operations', () => {
    expect(allRoutes.filter((route) => !route.extension)).toHaveLength(27);
    expect(extensionRoutes).toHaveLength(50);
  });

  // Where one of the 23 shares the path (GET/DELETE /ssh_keys/{id} beside PATCH), the router knows
  // the path and answers 405 naming the methods it has; elsewhere the path is unknown.
  const sharesSpecPath = (pattern: string) =>
    allRoutes.some(
      (route) => !route.extension && route.pattern.replace(/:[A-Za-z]+/g, ':') === pattern.replace(/:[A-Za-z]+/g, ':'),
    );

  it.each(
    extensionRoutes
      .filter((route) => !sharesSpecPath(route.pattern))
      .map((route) => [route.method, route.pattern] as const),
  )('%s %s answers 404 with no body', (method, pattern) => {
    const h = createHarness({ extensions: false });
    const path = pattern.replace(/:[A-Za-z]+/g, sample);
    expectNoBody(h.call(method, path, { body: {} }), 404);
  });

  it.each(
    extensionRoutes
      .filter((route) => sharesSpecPath(route.pattern))
      .map((route) => [route.method, route.pattern] as const),
  )('%s %s answers 405 naming only the spec endpoint’s methods', (method, pattern) => {
    const h = createHarness({ extensions: false });
    const path = pattern.replace(/:[A-Za-z]+/g, sample);
    const response = h.call(method, path, { body: {} });
    expectNoBody(response, 405);
    const specMethods = allRoutes
      .filter(
        (route) =>
          !route.extension && route.pattern.replace(/:[A-Za-z]+/g, ':') === pattern.replace(/:[A-Za-z]+/g, ':'),
      )
      .map((route) => route.method);
    expect(response.headers['allow']?.split(', ').sort()).toEqual([...specMethods].sort());
  });

  it('still serves the 23 contract endpoints', () => {
    const h = createHarness({ extensions: false });
    expect(h.get('/ssh_keys').status).toBe(200);
    expect(h.get('/instance_types').status).toBe(200);
    expect(h.post('/network/firewalls', { description: '' }).status).toBe(201);
    expectNoBody(h.call('PUT', '/ssh_keys'), 405);
  });

  it('serves the same extension routes when on', () => {
    const h = createHarness();
    expect(h.get('/teams').status).toBe(200);
    expectError(h.get(`/ssh_keys/${sample}`), 404, 'NOT_FOUND');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 INVALID_JSON', () => {
    const h = createHarness();
    expectError(h.call('POST', '/ssh_keys', { rawBody: '{"name": ' }), 400, 'INVALID_JSON');
    expectError(h.call('PATCH', '/ssh_keys/x', { rawBody: "{'name':'x'}" }), 400, 'INVALID_JSON');
  });

  it('answers a JSON body that is not an object with INVALID_JSON', () => {
    const h = createHarness();
    for (const rawBody of ['[]', '"text"', '42', 'null', 'true']) {
      expectError(h.call('POST', '/ssh_keys', { rawBody }), 400, 'INVALID_JSON');
    }
  });

  it('treats an empty body as {} (so required fields answer MISSING_FIELD)', () => {
    const h = createHarness();
    expectError(h.call('POST', '/ssh_keys', { rawBody: '' }), 400, 'MISSING_FIELD');
    expectError(h.call('POST', '/ssh_keys'), 400, 'MISSING_FIELD');
  });

  it('answers wrong field types with INVALID_FIELD', () => {
    const h = createHarness();
    expectError(h.post('/ssh_keys', { name: 5, ssh_key: 'x' }), 400, 'INVALID_FIELD');
    expectError(h.post('/ssh_keys', { name: ['a'], ssh_key: 'x' }), 400, 'INVALID_FIELD');
  });

  it('ignores a body on GET and DELETE', () => {
    expect(createHarness().call('GET', '/ssh_keys', { rawBody: '{' }).status).toBe(200);
  });

  it('reads fields named like Object.prototype members as plain data', () => {
    const h = createHarness();
    expectError(
      h.call('POST', '/ssh_keys', { rawBody: '{"__proto__": {"name": "x"}, "constructor": 1}' }),
      400,
      'MISSING_FIELD',
    );
  });
});
