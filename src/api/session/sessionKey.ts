/**
 * Where a tab keeps its copy of the token (session.ts): a module of its own, without React, so the
 * boot (src/app/boot) reads the token before the app's code has arrived.
 */
export const SESSION_STORAGE_KEY = 'cloud-console.session';
