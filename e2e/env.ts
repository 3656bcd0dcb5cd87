/**
 * Ports of the e2e servers, away from `npm start`'s defaults (8787 / 5173 / 4173) so a developer's
 * running console never collides with, or is reused by, the test run.
 */
export const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8797);
export const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4183);
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
export const CONSOLE_URL = `http://127.0.0.1:${PREVIEW_PORT}`;

/**
 * The Playwright project whose tests meet a server that answers errors only as the provider
 * documents them: a status, and an `{"err"}` code only where the documents name one.
 */
export const DOCUMENTED_ERRORS_PROJECT = 'documented-errors';
