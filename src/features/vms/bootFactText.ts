import type { BootFact } from '../../api/vms/bootSettings';
import { formatRelative } from '../../ui/values/formatTimestamp';

/** Said of a boot fact no read reports and this tab has not set. */
export const NOT_REPORTED = 'Not reported by the API';

/**
 * A boot fact as the VM page says it, with where it comes from: "UEFI" as the server sends it,
 * "UEFI · set here 2 minutes ago" when only this tab's change says so, or that nothing reports it.
 */
export function bootFactText<T>(fact: BootFact<T>, words: (value: T) => string, now: number): string {
  if (fact.source === 'unknown') return NOT_REPORTED;
  if (fact.source === 'server') return words(fact.value);
  return `${words(fact.value)} · set here ${formatRelative(fact.at, now) ?? ''}`.trimEnd();
}

export const bootModeWords = (uefi: boolean) => (uefi ? 'UEFI' : 'Legacy BIOS');
export const sevWords = (on: boolean) => (on ? 'On' : 'Off');
export const measuredBootWords =
  (imageName: (id: string) => string | null) =>
  (imageId: string | null): string =>
    imageId === null ? 'None' : `Image ${imageName(imageId) ?? imageId}`;
