import type { ReactNode } from 'react';
import { batchSummary, type BatchProgress, type ItemOutcome } from '../../lib/batchOutcome';
import { Button } from '../controls/Button';
import { capitalised } from '../../lib/text';
import { cx } from '../cx';
import { Spinner } from '../feedback/Spinner';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, DialogBody, DialogFooter } from './Dialog';

export interface BulkActionDialogProps {
  /** "Delete 3 SSH keys". */
  title: string;
  /** What happens to them, above their names: "They are deleted from this team. This cannot be undone." */
  message: ReactNode;
  /** The things acted on, when not as the batch names them (`batch.items`): a key and the name shown. */
  items?: readonly { key: string; name: string }[];
  /** The confirm button: "Delete 3 keys". */
  confirmLabel: string;
  /** What a done item is, in the summary: "deleted". */
  doneWord: string;
  /**
   * What a done item has come to since, when the API only accepted it and then works on (a VM's
   * reboot): "Accepted, rebooting…", then "Rebooted". Said instead of `doneWord` on its line.
   */
  doneTextOf?: (key: string) => string;
  destructive?: boolean;
  /** Deletes of several ask for their number to be typed. */
  typeCount?: boolean;
  batch: BatchProgress;
  /** Closed, with the keys of the items done: they leave the selection, the rest stay selected. */
  onClose: (done: readonly string[]) => void;
}

/**
 * Confirms an action on several things, naming how many and which, then shows each one's outcome as
 * its request settles, a summary, and "Retry failed". Closing while requests are out sends no more:
 * the ones sent finish (Activity shows how), and the list is reread once they have.
 */
export function BulkActionDialog(props: BulkActionDialogProps) {
  const { title, message, confirmLabel, destructive = false, typeCount = false, batch, onClose } = props;
  const items = props.items ?? batch.items;
  const close = () => {
    batch.stop();
    onClose(doneKeys(batch.outcomes));
  };
  if (batch.outcomes.size > 0) {
    return (
      <Dialog open onClose={close} title={title} role="alertdialog" size="md">
        <ProgressStep {...props} onClose={close} />
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onClose={close}
      onConfirm={batch.start}
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
      confirmText={typeCount && items.length > 1 ? String(items.length) : undefined}
    >
      {message}
      <ul
        // A long selection scrolls here: a tab stop, so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`The ${items.length} selected`}
        className="mt-3 flex max-h-48 flex-col gap-0.5 overflow-y-auto rounded-md border border-line bg-surface px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        {items.map((item) => (
          <li key={item.key} className="truncate" title={item.name}>
            <bdi>{item.name}</bdi>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

const STATE_WORDS: Record<ItemOutcome['state'], string> = {
  queued: 'Waiting',
  sending: 'Sending',
  done: '',
  refused: 'Refused',
  unreachable: 'No answer',
  skipped: 'Not sent',
};

function ProgressStep({
  items: given,
  doneWord,
  doneTextOf,
  batch,
  onClose,
}: BulkActionDialogProps & { onClose: () => void }) {
  const items = given ?? batch.items;
  const outcomes = items.map((item) => batch.outcomes.get(item.key));
  const summary = batchSummary(outcomes, doneWord);
  return (
    <>
      <DialogBody className="flex flex-col gap-3">
        {/* The confirm button is gone: focus goes to what is happening. */}
        <p data-autofocus tabIndex={-1} role="status" className="text-[13px] font-medium text-fg focus:outline-none">
          {summary}.
        </p>
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolls when long, see ConfirmStep
          tabIndex={0}
          aria-label="Each one"
          className="flex max-h-72 flex-col divide-y divide-line overflow-y-auto rounded-md border border-line text-[13px] focus-visible:outline-2 focus-visible:outline-accent"
        >
          {items.map((item, index) => (
            <ItemLine
              key={item.key}
              name={item.name}
              outcome={outcomes[index]}
              doneWord={doneTextOf ? doneTextOf(item.key) : doneWord}
            />
          ))}
        </ul>
        {batch.running ? (
          <p className="text-xs text-fg-muted">
            Stopping or closing sends no more: the requests already sent finish, and Activity shows how they end.
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        {batch.running ? <Button onClick={batch.stop}>Stop</Button> : null}
        {!batch.running && batch.retryable > 0 ? (
          <Button onClick={batch.retryFailed}>Retry failed ({batch.retryable})</Button>
        ) : null}
        <Button variant={batch.running ? 'secondary' : 'primary'} onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}

function ItemLine({ name, outcome, doneWord }: { name: string; outcome: ItemOutcome | undefined; doneWord: string }) {
  const state = outcome?.state ?? 'queued';
  const words = outcome && 'words' in outcome ? outcome.words : null;
  return (
    <li className="flex flex-col gap-0.5 px-3 py-1.5">
      <div className="flex min-w-0 items-center justify-between gap-3">
        <bdi className="min-w-0 truncate" title={name}>
          {name}
        </bdi>
        <span
          className={cx(
            'inline-flex shrink-0 items-center gap-1 text-xs font-medium',
            state === 'done' && 'text-success-text',
            (state === 'refused' || state === 'unreachable') && 'text-danger-text',
            (state === 'queued' || state === 'skipped' || state === 'sending') && 'text-fg-muted',
          )}
        >
          {state === 'sending' ? <Spinner className="size-3" /> : null}
          {state === 'done'
            ? capitalised(outcome?.state === 'done' && outcome.alreadyGone ? 'already gone' : doneWord)
            : STATE_WORDS[state]}
        </span>
      </div>
      {words ? <p className="text-xs text-danger-text">{words}</p> : null}
    </li>
  );
}

function doneKeys(outcomes: ReadonlyMap<string, ItemOutcome>): string[] {
  return [...outcomes].flatMap(([key, outcome]) => (outcome.state === 'done' ? [key] : []));
}
