import { Button } from '../../ui/controls/Button';
import { Dialog, DialogBody, DialogFooter } from '../../ui/dialogs/Dialog';
import { GO_TO_KEYS, paletteChordLabel } from '../shortcuts';

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((key, index) => (
        <kbd
          key={index}
          className="min-w-6 rounded border border-line-strong bg-surface-sunken px-1.5 py-0.5 text-center font-sans text-xs text-fg"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

function Row({ keys, children }: { keys: string[]; children: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-[13px] text-fg">{children}</dt>
      <dd>
        <Keys keys={keys} />
      </dd>
    </div>
  );
}

/** Every shortcut, from src/app/shortcuts.ts; opened by `?`, the top bar and the palette. */
export function ShortcutHelpDialog({ onClose }: { onClose: () => void }) {
  const chord = paletteChordLabel(typeof navigator === 'undefined' ? '' : navigator.platform).split(' ');
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Keyboard shortcuts"
      description="They work anywhere in the console, except while you type in a field or a dialog is open."
    >
      <DialogBody className="grid gap-5 sm:grid-cols-2">
        <section aria-labelledby="shortcuts-general">
          <h3 id="shortcuts-general" className="mb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
            Anywhere
          </h3>
          <dl className="divide-y divide-line">
            <Row keys={chord.length > 1 ? chord : ['⌘', 'K']}>Search and jump to anything</Row>
            <Row keys={['/']}>Focus the page’s search</Row>
            <Row keys={['?']}>Show these shortcuts</Row>
            <Row keys={['Esc']}>Close a dialog or the search</Row>
          </dl>
          <h3 className="mt-4 mb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">In the search</h3>
          <dl className="divide-y divide-line">
            <Row keys={['↑', '↓']}>Move through the results</Row>
            <Row keys={['Home', 'End']}>First or last result</Row>
            <Row keys={['Enter']}>Open the result</Row>
          </dl>
        </section>
        <section aria-labelledby="shortcuts-go">
          <h3 id="shortcuts-go" className="mb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
            Go to (press g, then the letter)
          </h3>
          <dl className="divide-y divide-line">
            {GO_TO_KEYS.map((entry) => (
              <Row key={entry.key} keys={['g', entry.key]}>
                {entry.title}
              </Row>
            ))}
          </dl>
        </section>
        <p className="text-xs text-fg-muted sm:col-span-2">
          In a VM’s console every key goes to the VM, these shortcuts and Ctrl K included. Press Ctrl ] to leave the
          console’s screen for its controls.
        </p>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </Dialog>
  );
}
