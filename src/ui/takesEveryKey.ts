/**
 * Marks an element whose focus means every key belongs to it (the VM console's screen): the
 * console's own shortcuts keep out while focus is anywhere inside. Spread on the element.
 */
export const TAKES_EVERY_KEY = { 'data-takes-every-key': '' } as const;

export function isInKeyTaker(element: Element | null): boolean {
  return element?.closest('[data-takes-every-key]') != null;
}
