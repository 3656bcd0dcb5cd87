/**
 * multipart/form-data bodies (measured-boot image uploads). The core answers synchronously, so the
 * transport adapters (Node server, MSW) read and parse the form first, with the platform's own
 * parser (`Response.formData()`, in Node and in browsers), and hand the core the result.
 */

/** Largest multipart body the adapters accept (larger: 413 before the core sees it). */
export const MAX_MULTIPART_BYTES = 64 * 1024 * 1024;

export interface UploadedFile {
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

/** The form in `body`, or null when it does not parse as multipart/form-data with that boundary. */
export async function parseMultipartForm(
  body: Uint8Array<ArrayBuffer> | ArrayBuffer,
  contentType: string,
): Promise<EmulatorForm | null> {
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { 'content-type': contentType } }).formData();
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
