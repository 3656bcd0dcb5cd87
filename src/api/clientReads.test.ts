import { afterEach, describe, expect, it } from 'vitest';
import { api, configureApi } from './client';
import { signIn, signOut } from './session';

const BASE = 'https://api.example.test/v1';

function recordingClient() {
  const sent: { method: string; url: string }[] = [];
  configureApi({
    baseUrl: BASE,
    fetch: async (input) => {
      const request = input as Request;
      sent.push({ method: request.method, url: request.url });
      return new Response(JSON.stringify({ os_templates: [] }), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  signIn('tkn', { keepInTab: false });
  return sent;
}

/** Every promise callback queued so far runs; a task does not. */
async function drainMicrotasks(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

afterEach(() => signOut());

describe('the typed client’s reads', () => {
  it('are built and sent in a task after the one that asked, and answer as before', async () => {
    const sent = recordingClient();
    const reads = [api().GET('/os_templates'), api().GET('/os_templates')];
    await drainMicrotasks();
    expect(sent).toEqual([]);
    const answers = await Promise.all(reads);
    expect(sent).toEqual([
      { method: 'GET', url: `${BASE}/os_templates` },
      { method: 'GET', url: `${BASE}/os_templates` },
    ]);
    expect(answers.map((answer) => answer.data)).toEqual([{ os_templates: [] }, { os_templates: [] }]);
  });
});
