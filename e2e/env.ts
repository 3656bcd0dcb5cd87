/**
 * Where this Playwright worker's servers listen. Each worker owns an emulator, a `vite preview` of
 * the build and, in the `nginx` project, two nginx sites (e2e/fixtures.ts starts them), on a block
 * of ports of its own: E2E_PORT_BASE (default 4200) plus ten per worker slot. So workers never
 * share data, and the block is away from `npm start`'s defaults (8787 / 5173 / 4173): a
 * developer's running console never collides with the test run.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4200);
/** Playwright's slot of this worker (0 … workers − 1); 0 in the runner itself. */
const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const SLOT_BASE = PORT_BASE + 10 * WORKER_SLOT;

export const PREVIEW_PORT = SLOT_BASE;
export const EMULATOR_PORT = SLOT_BASE + 1;
export const NGINX_PORT = SLOT_BASE + 2;
export const ALTERNATE_PORT = SLOT_BASE + 3;
/** `npm run serve` in e2e/serve.spec.ts. */
export const SERVE_PORT = SLOT_BASE + 4;
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
export const CONSOLE_URL = `http://127.0.0.1:${PREVIEW_PORT}`;

/** The production build the previews and nginx sites serve (built once, by e2e/globalSetup.ts). */
export const BUILD_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The Playwright project whose tests meet a server that answers errors only as the provider
 * documents them: a status, and an `{"err"}` code only where the documents name one.
 */
export const DOCUMENTED_ERRORS_PROJECT = 'documented-errors';

/**
 * The Playwright project whose tests meet a server answering as the live API was seen to (the
 * emulator's `liveApi` setting): live shapes, and errors as in `documented-errors`.
 */
export const LIVE_API_PROJECT = 'live-api';

/** The Playwright project that runs the nginx deployment (e2e/deploy). */
export const NGINX_PROJECT = 'nginx';
