import { readTabMemory, useTabMemory, writeTabMemory } from '../capabilities/tabMemory';
import type { Vm, VmChange } from '../types';

/**
 * Boot mode, SEV and measured boot: the documents let a client set them but no read reports them.
 * What this console set is remembered per VM for the tab (tabMemory.ts), with when, so the VM page
 * can say "set here" rather than claim what the server never said. A value the server does send wins.
 */

/** One remembered setting: its value and when this tab set it. */
interface SetHere<T> {
  value: T;
  at: number;
}

export interface RememberedBoot {
  uefi?: SetHere<boolean>;
  sev?: SetHere<boolean>;
  /** The measured-boot image attached from here, or null once detached (or dropped with SEV). */
  ukiImageId?: SetHere<string | null>;
}

/** Where a boot fact comes from: the server's read, this tab's own change, or nowhere. */
export type BootFact<T> =
  { source: 'server'; value: T } | { source: 'here'; value: T; at: number } | { source: 'unknown' };

export interface BootFacts {
  uefi: BootFact<boolean>;
  sev: BootFact<boolean>;
  ukiImageId: BootFact<string | null>;
}

const key = (teamId: string) => `vms.boot.${teamId}`;

function parseSetHere<T>(value: unknown, isValue: (item: unknown) => item is T): SetHere<T> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { value: item, at } = value as { value?: unknown; at?: unknown };
  return isValue(item) && typeof at === 'number' && Number.isFinite(at) ? { value: item, at } : undefined;
}

const isBoolean = (item: unknown): item is boolean => typeof item === 'boolean';
const isImage = (item: unknown): item is string | null => item === null || typeof item === 'string';

/** The team's remembered settings by VM id; anything malformed is left out. */
export function parseRememberedBoot(value: unknown): Record<string, RememberedBoot> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<string, RememberedBoot> = {};
  for (const [vmId, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const uefi = parseSetHere(entry.uefi, isBoolean);
    const sev = parseSetHere(entry.sev, isBoolean);
    const ukiImageId = parseSetHere(entry.ukiImageId, isImage);
    result[vmId] = { ...(uefi ? { uefi } : {}), ...(sev ? { sev } : {}), ...(ukiImageId ? { ukiImageId } : {}) };
  }
  return result;
}

/**
 * What an accepted change tells of the VM's boot settings. SEV needs UEFI, so SEV on means UEFI; SEV
 * off ends measured boot, which needs it.
 */
export function withChange(
  current: RememberedBoot,
  change: VmChange | { attachImage: string } | { detachImage: true },
  at: number,
): RememberedBoot {
  if ('use_uefi' in change) return { ...current, uefi: { value: change.use_uefi, at } };
  if ('enable_sev' in change) {
    return change.enable_sev
      ? {
          ...current,
          sev: { value: true, at },
          uefi: current.uefi?.value === true ? current.uefi : { value: true, at },
        }
      : { ...current, sev: { value: false, at }, ukiImageId: { value: null, at } };
  }
  if ('attachImage' in change) return { ...current, ukiImageId: { value: change.attachImage, at } };
  if ('detachImage' in change) return { ...current, ukiImageId: { value: null, at } };
  return current;
}

/** Records what an accepted change set on a VM; other changes are not boot settings and are ignored. */
export function rememberBootChange(
  teamId: string,
  vmId: string,
  change: VmChange | { attachImage: string } | { detachImage: true },
  at = Date.now(),
): void {
  const all = readTabMemory(key(teamId), parseRememberedBoot);
  const before = all[vmId] ?? {};
  const after = withChange(before, change, at);
  if (after === before) return;
  writeTabMemory(key(teamId), { ...all, [vmId]: after });
}

function factOf<T>(served: T | undefined, remembered: SetHere<T> | undefined): BootFact<T> {
  if (served !== undefined) return { source: 'server', value: served };
  return remembered ? { source: 'here', value: remembered.value, at: remembered.at } : { source: 'unknown' };
}

/** The VM's boot facts: what the server sends, else what this tab set, else unknown. */
export function bootFacts(
  vm: Pick<Vm, 'use_uefi' | 'sev_enabled' | 'uki_image_id'>,
  remembered: RememberedBoot | undefined,
): BootFacts {
  return {
    uefi: factOf(vm.use_uefi, remembered?.uefi),
    sev: factOf(vm.sev_enabled, remembered?.sev),
    ukiImageId: factOf(vm.uki_image_id, remembered?.ukiImageId),
  };
}

/** The VM's boot facts, kept current as this tab changes them. */
export function useBootFacts(teamId: string, vm: Vm): BootFacts {
  const all = useTabMemory(key(teamId), parseRememberedBoot);
  return bootFacts(vm, all[vm.id]);
}

/** The known value of a fact, or undefined when nothing says. */
export const knownValue = <T>(fact: BootFact<T>): T | undefined => (fact.source === 'unknown' ? undefined : fact.value);
