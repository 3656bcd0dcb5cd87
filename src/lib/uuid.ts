// Resource ids are UUIDs of any version; checking the shape in the browser lets
// a page refuse a mistyped id in a URL or an `list:<uuid>` source before asking
// the API, which would only answer a less helpful 400 or 404.

// Version and variant nibbles are not checked: the provider and older clients
// hand out ids of several versions, and all of them are valid ids.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the canonical 8-4-4-4-12 hex spelling, in either case; braces, `urn:uuid:` and surrounding spaces are refused. */
export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
