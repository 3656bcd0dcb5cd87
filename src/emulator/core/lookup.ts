import { notFound } from './failure';

export function findById<T extends { id: string }>(items: readonly T[], id: string): T {
  const found = items.find((item) => item.id === id);
  return found ?? notFound();
}

export function removeById<T extends { id: string }>(items: T[], id: string): void {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) notFound();
  items.splice(index, 1);
}

/** Case-insensitive equality, for location names typed by people. */
export function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;
}
