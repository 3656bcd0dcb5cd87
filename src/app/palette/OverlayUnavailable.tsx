import { Dialog, DialogBody } from '../../ui/dialogs/Dialog';

/** Shown when the palette's or the shortcut list's code could not be downloaded (offline, a new deploy). */
export function OverlayUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Could not open" size="sm">
      <DialogBody>
        <p className="text-[13px] text-fg-muted">
          This part of the console could not be downloaded. Check the connection, then reload the page.
        </p>
      </DialogBody>
    </Dialog>
  );
}
