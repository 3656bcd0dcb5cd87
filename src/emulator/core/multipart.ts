/**
 * multipart/form-data bodies (measured-boot image uploads). The core answers synchronously, so the
 * transport adapters (Node server, MSW) read and parse the form first, with the platform's own
 * parser (`Response.formData()`, in Node and in browsers), and hand the core the result. They do
 * so only for a route that takes an upload, once the core has admitted the request (see `admit`).
 */

/** Most parts a form may have: an upload has a file and two text fields; more is refused unparsed. */
export const MAX_MULTIPART_PARTS = 100;

/**
 * Room in an upload's body for what is not the file: the delimiters, part headers and the text
 * fields (a description of 255 characters, a team id).
 */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/** Largest body an upload route reads, given the largest file it accepts. */
export function uploadBodyLimit(maxFileBytes: number): number {
  return maxFileBytes + MULTIPART_FRAMING_BYTES;
}

interface UploadedFile {
  /** As the client named the part; may be empty. */
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface EmulatorForm {
  /** Text fields; a repeated name keeps its first value. */
  fields: Record<string, string>;
  /** File fields; a repeated name keeps its first file. */
  files: Record<string, UploadedFile>;
}

export function isMultipart(contentType: string | undefined | null): boolean {
  return (contentType ?? '').trim().toLowerCase().startsWith('multipart/form-data');
}

/** The `boundary` parameter of a multipart content type, unquoted; null when there is none. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * How many times `pattern` occurs in `bytes`, counting no further than `stopAfter`. Knuth–Morris–Pratt,
 * so a hostile body and boundary cannot make it slower than one pass.
 */
function countOccurrences(bytes: Uint8Array, pattern: Uint8Array, stopAfter: number): number {
  const fallback = new Int32Array(pattern.length);
  for (let index = 1, matched = 0; index < pattern.length; index++) {
    while (matched > 0 && pattern[index] !== pattern[matched]) matched = fallback[matched - 1] ?? 0;
    if (pattern[index] === pattern[matched]) matched++;
    fallback[index] = matched;
  }
  let count = 0;
  for (let index = 0, matched = 0; index < bytes.length; index++) {
    while (matched > 0 && bytes[index] !== pattern[matched]) matched = fallback[matched - 1] ?? 0;
    if (bytes[index] === pattern[matched]) matched++;
    if (matched === pattern.length) {
      count++;
      if (count > stopAfter) return count;
      matched = fallback[matched - 1] ?? 0;
    }
  }
  return count;
}

/** True when the body has more parts than MAX_MULTIPART_PARTS: one delimiter line per part, and the closing one. */
function hasTooManyParts(bytes: Uint8Array, boundary: string): boolean {
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  return countOccurrences(bytes, delimiter, MAX_MULTIPART_PARTS + 1) > MAX_MULTIPART_PARTS + 1;
}

/**
 * The form in `body`, or null when it does not parse as multipart/form-data with that boundary, or
 * has more than MAX_MULTIPART_PARTS parts (counted before parsing, which would take long).
 */
export async function parseMultipartForm(
  body: Uint8Array<ArrayBuffer> | ArrayBuffer,
  contentType: string,
): Promise<EmulatorForm | null> {
  const boundary = boundaryOf(contentType);
  if (boundary === null) return null;
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  if (hasTooManyParts(bytes, boundary)) return null;
  let formData: FormData;
  try {
    formData = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  // No prototype, so a part named `__proto__` is kept as data like any other.
  const form: EmulatorForm = {
    fields: Object.create(null) as Record<string, string>,
    files: Object.create(null) as Record<string, UploadedFile>,
  };
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string') {
      if (!Object.hasOwn(form.fields, name)) form.fields[name] = value;
    } else if (!Object.hasOwn(form.files, name)) {
      form.files[name] = {
        filename: value.name,
        contentType: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  return form;
}
