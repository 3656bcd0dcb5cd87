import { placeRefusal } from '../../api/errors/refusals';
import { MEDIA_FILE_NAME_MAX } from '../../lib/mediaFileName';
import { characterCount, isBlankName } from '../../lib/text';
import { checked, type Checked, type PlacedError } from '../../ui/form/useForm';

export interface AddIsoValues {
  url: string;
}

export type AddIsoField = keyof AddIsoValues;

export const EMPTY_ADD_ISO: AddIsoValues = { url: '' };

/**
 * The provider downloads the file itself, so it needs a direct link: http or https, a host, and a
 * path whose last segment is a file name ending in `.iso` (any case). A query string is allowed.
 */
export function isoUrlProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter the address of the ISO file.';
  if (!URL.canParse(trimmed)) return 'Enter a whole address, starting with https:// or http://.';
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https:// or http://.';
  if (url.hostname === '') return 'The address needs a host name.';
  const last = url.pathname.split('/').at(-1) ?? '';
  let filename: string;
  try {
    filename = decodeURIComponent(last);
  } catch {
    filename = last;
  }
  if (!/\.iso$/i.test(filename) || filename.length <= '.iso'.length) {
    return 'Link the .iso file itself: the address’s path must end in a file name ending in .iso.';
  }
  if (isBlankName(filename.slice(0, -'.iso'.length))) {
    return 'The file’s name shows no letters or digits. Link a file with a readable name.';
  }
  if (characterCount(filename) > MEDIA_FILE_NAME_MAX) {
    return `The file’s name is too long: use a file named in ${MEDIA_FILE_NAME_MAX} characters or fewer.`;
  }
  return undefined;
}

/** The body of POST /isos: the trimmed URL. */
export function addIsoRequest(values: AddIsoValues): Checked<AddIsoField, string> {
  return checked({ url: isoUrlProblem(values.url) }, values.url.trim());
}

/**
 * A refused URL (invalid, too big: 400) belongs on the field; a reached limit (401, documented for
 * this operation) on the form, in words that say both what it may mean.
 */
export function placeIsoError(error: unknown): PlacedError<AddIsoField> {
  return placeRefusal(error, {
    byCode: {
      INVALID_ISO_URL: 'url',
      ISO_TOO_LARGE: 'url',
      NAME_TOO_LONG: 'url',
      MISSING_FIELD: 'url',
      INVALID_FIELD: 'url',
    },
    byCodelessStatus: { 400: 'url' },
  });
}
