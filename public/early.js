// What a load starts before the console's own code runs. A classic script, so the browser runs it
// the moment it arrives; the key is the session's (src/api/session.ts). README, Performance.
try {
  if (sessionStorage.getItem('cloud-console.session') !== null) {
    // A signed-in load formats dates as soon as its list arrives, and the first Intl object of a page
    // loads the locale's ICU data: 25–100 ms of one task. Here it runs while the code still downloads.
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  } else {
    // A signed-out load shows the sign-in page, which is the app's own chunk (src/app/startApp.tsx):
    // the boot only asks for it once it runs, one round trip late. The build lists its files on this
    // script's tag (vite.config.ts); fetched now, they arrive with the boot's.
    const files = document.currentScript?.dataset.signInModules;
    for (const href of files ? files.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
} catch {
  // No storage (a sandboxed frame) or no Intl: the app does each of these when it needs it.
}
