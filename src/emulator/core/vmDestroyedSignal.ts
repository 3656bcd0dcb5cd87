/**
 * Tells the emulator's host that a VM's destroy started (DELETE /vm/{id} answered 204), so what
 * lives outside the core, such as open console sockets, can end with the VM. Listeners belong to
 * the emulator, not to its data: they outlive reset() and load().
 */
type VmDestroyedListener = (vmId: string) => void;

export interface VmDestroyedSignal {
  notify(vmId: string): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: VmDestroyedListener): () => void;
}

export function createVmDestroyedSignal(): VmDestroyedSignal {
  const listeners = new Set<VmDestroyedListener>();
  return {
    notify(vmId) {
      for (const listener of [...listeners]) {
        try {
          listener(vmId);
        } catch (error) {
          // The VM is destroyed either way: a failing listener must not turn the 204 into a 500.
          console.error('emulator: a VM-destroyed listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
