// A signed-in load formats dates as soon as its list arrives, and the first Intl object of a page
// loads the locale's ICU data: 25–100 ms of one task. Here it runs while the console's own code is
// still downloading, when the main thread has nothing else to do (README, Performance). A classic
// script, so the browser runs it the moment it arrives; the key is the session's (src/api/session.ts).
try {
  if (sessionStorage.getItem('cloud-console.session') !== null)
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
} catch {
  // No storage (a sandboxed frame) or no Intl: the app builds its format when it needs it.
}
