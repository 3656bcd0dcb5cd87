/** `navigator.onLine` is only trusted when it says false: "online" may still mean no route to the API. */
export function browserIsOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}
