import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberPower } from '../api/vms/powerMemory';
import { ConsoleStatus } from './ConsoleStatus';
import { ConsoleToolbar } from './ConsoleToolbar';
import { SCREEN_HINT, useConsoleConnection } from './useConsoleConnection';
import { useFullscreen } from './useFullscreen';
import { applyScaling, isScalingMode, type ScalingMode } from './viewerControls';
import { TAKES_EVERY_KEY } from '../ui/takesEveryKey';

/** A display preference, not a secret: remembered across visits. */
const SCALING_STORAGE_KEY = 'cloud-console.console-scaling';

function storedScaling(): ScalingMode {
  try {
    const stored = localStorage.getItem(SCALING_STORAGE_KEY);
    return isScalingMode(stored) ? stored : 'fit';
  } catch {
    return 'fit';
  }
}

export function ConsoleView({
  teamId,
  vmId,
  vmName,
  vmPath,
  power,
}: {
  teamId: string;
  vmId: string;
  vmName: string;
  vmPath: string;
  power: string | null;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [scaling, setScaling] = useState<ScalingMode>(storedScaling);
  const fullscreen = useFullscreen(frameRef);
  const { connection, phase } = useConsoleConnection(teamId, vmId);
  const connected = phase.kind === 'connected';

  // A new viewer exists from 'connecting' on; it gets the scaling before its first frame arrives.
  useEffect(() => {
    const viewer = connection.viewer;
    if (viewer) applyScaling(viewer, scaling);
  }, [connection, scaling, phase.kind]);

  // What a connection says of the VM's power, for its pages: connected ⇒ on, "not running" ⇒ off.
  useEffect(() => {
    if (phase.kind === 'connected' || phase.kind === 'vm-not-running') {
      rememberPower(vmId, {
        state: phase.kind === 'connected' ? 'on' : 'off',
        source: { kind: 'console' },
        at: Date.now(),
      });
    }
  }, [phase.kind, vmId]);

  // Keys belong to the VM once it is connected, so the screen takes focus.
  useEffect(() => {
    if (connected) connection.viewer?.focus({ preventScroll: true });
  }, [connected, connection]);

  // noVNC sends every key to the VM, Tab included, so the screen would trap keyboard users.
  // Ctrl+] (a telnet-style escape) moves focus to the controls; caught before noVNC sees it.
  useEffect(() => {
    const screen = screenRef.current;
    if (!screen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || (event.key !== ']' && event.code !== 'BracketRight')) return;
      event.preventDefault();
      event.stopPropagation();
      controlsRef.current?.querySelector<HTMLElement>('button:not(:disabled), select:not(:disabled)')?.focus();
    };
    screen.addEventListener('keydown', onKeyDown, { capture: true });
    return () => screen.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  const focusScreen = () => connection.viewer?.focus({ preventScroll: true });
  const setScreen = useCallback(
    (element: HTMLDivElement | null) => {
      screenRef.current = element;
      connection.setScreen(element);
    },
    [connection],
  );

  const changeScaling = (mode: ScalingMode) => {
    setScaling(mode);
    try {
      localStorage.setItem(SCALING_STORAGE_KEY, mode);
    } catch {
      // Private modes may refuse storage; the choice still holds for this page.
    }
  };

  return (
    <div
      ref={frameRef}
      className="flex min-h-0 flex-1 flex-col gap-2 bg-surface data-[fullscreen=true]:p-2"
      data-fullscreen={fullscreen.active}
    >
      <ConsoleToolbar
        ref={controlsRef}
        connection={connection}
        phase={phase}
        vmName={vmName}
        scaling={scaling}
        onScalingChange={changeScaling}
        fullscreen={fullscreen}
        afterAction={focusScreen}
      />
      <ConsoleStatus phase={phase} connection={connection} power={power} vmPath={vmPath} teamId={teamId} vmId={vmId} />
      <div
        ref={setScreen}
        role="region"
        aria-label={`Console screen of ${vmName}`}
        {...TAKES_EVERY_KEY}
        className="relative min-h-80 flex-1 overflow-hidden rounded-lg border border-line bg-black focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 data-[scaling=actual]:overflow-auto"
        data-scaling={scaling}
      />
      <p className="text-xs text-fg-subtle">{SCREEN_HINT}</p>
    </div>
  );
}
