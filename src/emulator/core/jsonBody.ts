import { badRequest } from './failure';

export type JsonObject = Readonly<Record<string, unknown>>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request body as a JSON object. An absent or blank body is `{}` (so required fields answer
 * MISSING_FIELD rather than INVALID_JSON); anything that does not parse, or parses to something
 * other than an object, is INVALID_JSON.
 */
export function parseJsonObject(body: string | null): JsonObject {
  if (body === null || body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return badRequest('INVALID_JSON');
  }
  if (!isJsonObject(value)) return badRequest('INVALID_JSON');
  return value;
}

/**
 * Typed reads of a JSON object's fields. A field that is absent or JSON `null` counts as absent
 * (clients often send `null` for "not set"); a present field of the wrong JSON type is
 * INVALID_FIELD; a required one that is absent is MISSING_FIELD. Content checks (lengths, formats)
 * belong to the caller, which knows the specific error code.
 */
export class FieldReader {
  constructor(private readonly fields: JsonObject) {}

  /** Own properties only, so a field called `constructor` or `__proto__` reads as plain data. */
  raw(name: string): unknown {
    return Object.hasOwn(this.fields, name) ? this.fields[name] : undefined;
  }

  has(name: string): boolean {
    const value = this.raw(name);
    return value !== undefined && value !== null;
  }

  /** True when the field is present, even as JSON null (for fields where null means "clear"). */
  isPresent(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  optionalString(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return badRequest('INVALID_FIELD');
    return value;
  }

  string(name: string): string {
    const value = this.optionalString(name);
    if (value === undefined) return badRequest('MISSING_FIELD');
    return value;
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') return badRequest('INVALID_FIELD');
    return value;
  }

  /**
   * A field the API documents as a numeric string that some clients send as a number
   * (`subnet_size`, `v4_subnet_mask`): returned as text, unvalidated.
   */
  optionalNumericText(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    return badRequest('INVALID_FIELD');
  }

  numericText(name: string): string {
    const value = this.optionalNumericText(name);
    if (value === undefined) return badRequest('MISSING_FIELD');
    return value;
  }
}
