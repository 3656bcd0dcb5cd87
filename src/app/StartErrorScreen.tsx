import { AlertIcon } from '../ui/icons';

const EXPLANATIONS = {
  config: 'Its configuration could not be read. Reload the page; if this persists, the deployment needs fixing.',
  // Most often a release replaced the files this page was loading.
  code: 'Part of its code could not be loaded. Reload the page; if this persists, check your connection.',
} as const;

/** Start-up failed before the router exists: /config.json is missing or invalid, or the app's code did not arrive. */
export function StartErrorScreen({ what, message }: { what: keyof typeof EXPLANATIONS; message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="flex max-w-md flex-col items-center gap-2 text-center">
        <div className="mb-1 rounded-lg border border-danger/30 bg-danger-soft p-2.5 text-danger-text">
          <AlertIcon className="size-5" />
        </div>
        <h1 className="text-lg font-semibold text-fg">The console could not start</h1>
        <p className="text-[13px] text-fg-muted">{EXPLANATIONS[what]}</p>
        <p className="font-mono text-xs break-words text-fg-subtle">{message}</p>
      </div>
    </main>
  );
}
