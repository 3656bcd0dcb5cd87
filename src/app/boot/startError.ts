const EXPLANATIONS = {
  config: 'Its configuration could not be read. Reload the page; if this persists, the deployment needs fixing.',
  // Most often a release replaced the files this page was loading.
  code: 'Part of its code could not be loaded. Reload the page; if this persists, check your connection.',
} as const;

/**
 * Start-up failed before the app could run: /config.json is missing or invalid, or the app's code did
 * not arrive. Drawn with the DOM alone, as React is part of that code.
 */
export function showStartError(container: HTMLElement, what: keyof typeof EXPLANATIONS, message: string): void {
  const main = document.createElement('main');
  main.className = 'flex min-h-dvh items-center justify-center px-4';
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'flex max-w-md flex-col items-center gap-2 text-center';
  const heading = document.createElement('h1');
  heading.className = 'text-lg font-semibold text-fg';
  heading.textContent = 'The console could not start';
  const explanation = document.createElement('p');
  explanation.className = 'text-[13px] text-fg-muted';
  explanation.textContent = EXPLANATIONS[what];
  const detail = document.createElement('p');
  detail.className = 'font-mono text-xs break-words text-fg-subtle';
  detail.textContent = message;
  alert.append(heading, explanation, detail);
  main.append(alert);
  container.replaceChildren(main);
}
