import RFB from '@novnc/novnc';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createConsoleSession } from '../api/vms/vms';
import { activeRuntimeConfig } from '../config/runtimeConfig';
import { ConsoleConnection, type ConsolePhase } from './connection';
import { deriveConsoleWebSocketUrl } from './wsUrl';

export const SCREEN_HINT =
  'Keys typed here go to the VM, Tab included. Press Ctrl+] to return to the console controls.';

/**
 * The console connection of one VM, opened when the component mounts and stopped when it
 * unmounts. The caller keys the component by team and VM, so one instance serves one VM, and
 * hands `connection.setScreen` to the element the screen is drawn in.
 */
export function useConsoleConnection(
  teamId: string,
  vmId: string,
): { connection: ConsoleConnection<RFB>; phase: ConsolePhase } {
  const [connection] = useState(
    () =>
      new ConsoleConnection<RFB>({
        requestSession: (signal) => createConsoleSession(teamId, vmId, signal),
        webSocketUrl: (vncUrl) =>
          deriveConsoleWebSocketUrl(vncUrl, activeRuntimeConfig().consoleWebSocketTemplate, window.location.href),
        openSocket: (url) => new WebSocket(url),
        createViewer: (socket, screen) => {
          const viewer = new RFB(screen, socket as WebSocket);
          viewer.background = 'transparent';
          // noVNC's canvas takes focus only by click; keyboard users reach it with Tab too.
          const canvas = screen.querySelector('canvas');
          if (canvas) {
            canvas.tabIndex = 0;
            canvas.setAttribute('aria-label', SCREEN_HINT);
          }
          return viewer;
        },
      }),
  );

  useEffect(() => {
    connection.open();
    return () => connection.stop();
  }, [connection]);

  const phase = useSyncExternalStore(connection.subscribe, connection.getPhase);
  return { connection, phase };
}
