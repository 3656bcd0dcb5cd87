import { installedErrorWording, type ErrorWording } from './errors';

/**
 * The words of failed calls (every code's sentence, every operation's sentence per status) are
 * text no page needs to paint (its size: docs/performance.md), so they stay out of the first route: the transport and
 * the uploader load them on their error path, and the wording module installs itself in errors.ts
 * as it runs. Errors raised before any answer arrived (no network, offline, not the API) carry words
 * of their own (errors.ts): loading a chunk is exactly what may fail then.
 */

let loading: Promise<ErrorWording> | undefined;

/**
 * The wording, loaded once. A failed load (a dropped connection, a release that replaced the chunk)
 * is forgotten, so the next error tries again; meanwhile the caller words its error plainly.
 */
export function loadErrorWording(): Promise<ErrorWording> {
  const installed = installedErrorWording();
  if (installed !== undefined) return Promise.resolve(installed);
  loading ??= import('./errorWording').then(
    (module) => module.errorWording,
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/** Starts loading the wording without waiting for it, for a request likely to be refused (a write). */
export function preloadErrorWording(): void {
  loadErrorWording().catch(() => undefined);
}
