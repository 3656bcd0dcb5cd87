/**
 * Where the API's paths are appended: the configured base URL without its trailing slashes. One rule
 * for the typed client, the uploader and the boot's early reads (earlyReads.ts), whose answers are
 * claimed only by a request for the very same address.
 */
export const apiRoot = (baseUrl: string): string => baseUrl.replace(/\/+$/, '');
