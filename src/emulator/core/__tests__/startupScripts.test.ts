import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS } from '../demoFixture';
import { createHarness, expectAnswer, expectError, expectNoBody, field, idOf, listField } from './harness';

describe('POST /startup_scripts (4)', () => {
  it('answers {script} with its content', () => {
    expectAnswer(createHarness().post('/startup_scripts', { name: 'hello', content: 'echo hi' }), 201, {
      script: {
        id: expect.any(String),
        name: 'hello',
        content: 'echo hi',
        created: '2026-11-22T12:00:00Z',
        updated: '2026-11-22T12:00:00Z',
      },
    });
  });

  it('requires name and content', () => {
    const h = createHarness();
    expectError(h.post('/startup_scripts', { content: 'x' }), 400, 'MISSING_FIELD');
    expectError(h.post('/startup_scripts', { name: 'x' }), 400, 'MISSING_FIELD');
    expectError(h.post('/startup_scripts', { name: '', content: 'x' }), 400, 'INVALID_NAME');
    expectError(h.post('/startup_scripts', { name: 'x', content: 1 }), 400, 'INVALID_FIELD');
  });

  it('allows 10 scripts per team and refuses the 11th with STARTUP_SCRIPT_LIMIT_REACHED', () => {
    const h = createHarness();
    // The demo production team starts with 3.
    for (let i = 0; i < 7; i++) expect(h.post('/startup_scripts', { name: `s${i}`, content: '#' }).status).toBe(201);
    expect(listField(h.get('/startup_scripts'), 'scripts')).toHaveLength(10);
    expectError(h.post('/startup_scripts', { name: 'eleventh', content: '#' }), 400, 'STARTUP_SCRIPT_LIMIT_REACHED');
    // The cap is per team.
    expect(h.post('/startup_scripts', { team_id: DEMO_TEAM_IDS.staging, name: 'x', content: '#' }).status).toBe(201);
  });

  it('allows a new script once one is deleted', () => {
    const h = createHarness();
    for (let i = 0; i < 7; i++) h.post('/startup_scripts', { name: `s${i}`, content: '#' });
    const first = listField(h.get('/startup_scripts'), 'scripts')[0];
    expectNoBody(h.del(`/startup_scripts/${idOf(first ?? {})}`), 204);
    expect(h.post('/startup_scripts', { name: 'again', content: '#' }).status).toBe(201);
  });
});

describe('GET /startup_scripts (5)', () => {
  it('lists scripts WITHOUT content', () => {
    const scripts = listField(createHarness().get('/startup_scripts'), 'scripts');
    expect(scripts).toHaveLength(3);
    for (const script of scripts) {
      expect(script).not.toHaveProperty('content');
      expect(Object.keys(script).sort()).toEqual(['created', 'id', 'name', 'updated']);
    }
  });
});

describe('DELETE /startup_scripts/{id} (6)', () => {
  it('answers 204 with no body, then 404', () => {
    const h = createHarness();
    const id = '6acd343d-6f5e-4a35-a3bb-6caa8eb64098';
    expectNoBody(h.del(`/startup_scripts/${id}`), 204);
    expectError(h.del(`/startup_scripts/${id}`), 404, 'NOT_FOUND');
  });
});

describe('extension GET / PATCH /startup_scripts/{id}', () => {
  it('reads one script with content', () => {
    const script = field(createHarness().get('/startup_scripts/d73c4033-59d6-4591-8bfd-e3972a6055f6'), 'script');
    expect(script['name']).toBe('harden-ssh');
    expect(script['content']).toContain('PasswordAuthentication no');
  });

  it('updates name and content with 204 and moves updated', () => {
    const h = createHarness();
    const id = 'd73c4033-59d6-4591-8bfd-e3972a6055f6';
    h.advance(60_000);
    expectNoBody(h.patch(`/startup_scripts/${id}`, { name: 'harden-ssh-2', content: 'echo new' }), 204);
    const script = field(h.get(`/startup_scripts/${id}`), 'script');
    expect(script).toMatchObject({ name: 'harden-ssh-2', content: 'echo new', updated: '2026-11-22T12:01:00Z' });
  });

  it('needs both name and content, as the create does', () => {
    const h = createHarness();
    const id = 'd73c4033-59d6-4591-8bfd-e3972a6055f6';
    expectError(h.patch(`/startup_scripts/${id}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/startup_scripts/${id}`, { content: 'echo new' }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/startup_scripts/${id}`, { name: 'renamed' }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/startup_scripts/${id}`, { name: '\u0007', content: 'x' }), 400, 'INVALID_NAME');
    expect(field(h.get(`/startup_scripts/${id}`), 'script')['name']).toBe('harden-ssh');
  });
});
