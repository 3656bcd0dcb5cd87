/**
 * A change as the console will send it, in words a person can read, copy and run: the method, the whole
 * URL and the JSON body, or the form fields of an upload. Built by the data layer (src/api/http/apiRequest.ts)
 * from the very options the request is sent with.
 */
export interface RequestDescription {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute: where the browser sends it, query string included. */
  url: string;
  /** A JSON body; absent when the request has none. */
  body?: unknown;
  /** An upload's `multipart/form-data` fields, in order; a file is named, never inlined. */
  form?: readonly RequestFormField[];
}

export type RequestFormField = { name: string; value: string } | { name: string; fileName: string };

/** The environment variable the copied command reads the token from: the token itself is never shown. */
export const TOKEN_VARIABLE = 'ONIDEL_TOKEN';

/** The body as it goes on the wire, indented for reading (JSON ignores the whitespace). */
export const requestJson = (description: RequestDescription): string | null =>
  description.body === undefined ? null : JSON.stringify(description.body, null, 2);

/**
 * Quotes a word for a POSIX shell: inside single quotes nothing is special but the quote itself, which
 * is closed, escaped and reopened. Server text (a name, a description) may hold anything.
 */
export function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The request as a curl command that does what the console would: the token is read from
 * `$ONIDEL_TOKEN` (double-quoted, so the shell expands it), the body sent byte for byte as JSON.
 */
export function curlCommand(description: RequestDescription): string {
  const lines = [`curl -X ${description.method} ${shellWord(description.url)}`];
  lines.push(`-H "Authorization: Bearer $${TOKEN_VARIABLE}"`);
  const json = requestJson(description);
  if (json !== null) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`--data-raw ${shellWord(JSON.stringify(description.body))}`);
  }
  for (const field of description.form ?? []) {
    lines.push(
      'fileName' in field
        ? `-F ${shellWord(`${field.name}=@${field.fileName}`)}`
        : `--form-string ${shellWord(`${field.name}=${field.value}`)}`,
    );
  }
  return lines.join(' \\\n  ');
}
