import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../api/session/session';
import { activeRuntimeConfig } from '../config/runtimeConfig';
import { useIdleSignOut } from './useIdleSignOut';

/**
 * Idle sign-out, mounted by the signed-in shell: it only ever runs while signed in, so its code stays
 * out of the sign-in page's first load.
 */
export function IdleSignOut() {
  const queryClient = useQueryClient();
  useIdleSignOut(activeRuntimeConfig().idleSignOutMinutes, () => {
    signOut('idle');
    queryClient.clear();
  });
  return null;
}
