// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter, type AppRouter } from './router';

let router: AppRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the app router, made one step a task', () => {
  it('starts at the address the page was loaded at, and follows the browser history', async () => {
    window.history.replaceState(null, '', '/sign-in?next=1');
    router = await createAppRouter();
    expect(router.state.location).toMatchObject({ pathname: '/sign-in', search: '?next=1' });
    expect(router.state.matches.at(-1)?.route.path).toBe('sign-in');

    await router.navigate('/nowhere');
    expect(window.location.pathname).toBe('/nowhere');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });
});
