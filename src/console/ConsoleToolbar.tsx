import type RFB from '@novnc/novnc';
import { useId, useState, type Ref } from 'react';
import { Button } from '../ui/controls/Button';
import { SelectControl } from '../ui/controls/SelectField';
import { ChevronDownIcon } from '../ui/icons';
import { Menu } from '../ui/controls/Menu';
import { useToast } from '../ui/feedback/Toasts';
import type { ConsoleConnection, ConsolePhase } from './connection';
import { KEY_COMBINATIONS } from './keys';
import { PasteDialog } from './PasteDialog';
import type { Fullscreen } from './useFullscreen';
import {
  SCALING_LABELS,
  SCALING_MODES,
  isScalingMode,
  screenshotBlob,
  screenshotFileName,
  sendCombination,
  type ScalingMode,
} from './viewerControls';

export function ConsoleToolbar({
  ref,
  connection,
  phase,
  vmName,
  scaling,
  onScalingChange,
  fullscreen,
  afterAction,
}: {
  ref: Ref<HTMLDivElement>;
  connection: ConsoleConnection<RFB>;
  phase: ConsolePhase;
  vmName: string;
  scaling: ScalingMode;
  onScalingChange: (mode: ScalingMode) => void;
  fullscreen: Fullscreen;
  /** Gives keyboard focus back to the screen after a control was used. */
  afterAction: () => void;
}) {
  const toast = useToast();
  const scalingId = useId();
  const [pasting, setPasting] = useState(false);
  const connected = phase.kind === 'connected';
  const busy = phase.kind === 'idle' || phase.kind === 'requesting' || phase.kind === 'connecting';

  const withViewer = (act: (viewer: RFB) => void) => () => {
    const viewer = connection.viewer;
    if (!viewer) return;
    act(viewer);
    afterAction();
  };

  const saveScreenshot = async () => {
    const viewer = connection.viewer;
    if (!viewer) return;
    try {
      const blob = await screenshotBlob(viewer);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = screenshotFileName(vmName, new Date());
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.show(`No screenshot: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
    afterAction();
  };

  return (
    <div ref={ref} role="group" aria-label="Console controls" className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5">
        <label htmlFor={scalingId} className="text-[13px] font-medium text-fg">
          Scaling
        </label>
        {/* The form kit's select (its look in both themes), sized to its options for the toolbar. */}
        <SelectControl
          id={scalingId}
          value={scaling}
          onChange={(event) => {
            if (isScalingMode(event.target.value)) onScalingChange(event.target.value);
          }}
          className="w-auto py-0"
        >
          {SCALING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {SCALING_LABELS[mode]}
            </option>
          ))}
        </SelectControl>
      </span>
      {connected ? (
        <Menu
          buttonLabel="Send keys"
          buttonContent={
            <span className="flex items-center gap-1 px-1 text-[13px] font-medium text-fg">
              Send keys <ChevronDownIcon className="size-3.5" />
            </span>
          }
          items={KEY_COMBINATIONS.map((combination) => ({
            label: combination.label,
            onSelect: withViewer((viewer) => sendCombination(viewer, combination)),
          }))}
          className="rounded-md border border-line-strong bg-surface-raised"
        />
      ) : null}
      <Button onClick={() => setPasting(true)} disabled={!connected}>
        Paste as keystrokes…
      </Button>
      {fullscreen.supported ? (
        <Button onClick={() => fullscreen.toggle()} aria-pressed={fullscreen.active}>
          Full screen
        </Button>
      ) : null}
      <Button onClick={() => void saveScreenshot()} disabled={!connected}>
        Save screenshot
      </Button>
      {connected || busy ? (
        <Button variant="ghost" className="ml-auto" onClick={() => connection.disconnect()}>
          Disconnect
        </Button>
      ) : null}
      <PasteDialog
        open={pasting}
        onClose={() => {
          setPasting(false);
          afterAction();
        }}
        connection={connection}
      />
    </div>
  );
}
