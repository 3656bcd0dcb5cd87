import { placeRefusal } from '../../api/errors/refusals';
import type { UploadProgress } from '../../api/http/upload';
import { MEDIA_FILE_NAME_MAX } from '../../lib/mediaFileName';
import { characterCount, isBlankName } from '../../lib/text';
import { checked, type Checked, type PlacedError } from '../../ui/form/useForm';

export interface UploadImageValues {
  file: File | null;
  description: string;
}

export type UploadImageField = keyof UploadImageValues;

export const EMPTY_UPLOAD: UploadImageValues = { file: null, description: '' };

/** The provider documents no length; the emulator keeps 255, like the API's other descriptions. */
export const IMAGE_DESCRIPTION_MAX = 255;

/** The emulator's rule for the name the file is stored under: something visible, at most 255 characters. */
function fileNameProblem(name: string): string | undefined {
  if (isBlankName(name)) return 'This file’s name shows no letters or digits. Rename it, then choose it again.';
  if (characterCount(name) > MEDIA_FILE_NAME_MAX) {
    return `This file’s name is too long. Rename it to ${MEDIA_FILE_NAME_MAX} characters or fewer, then choose it again.`;
  }
  return undefined;
}

export function uploadImageRequest(
  values: UploadImageValues,
): Checked<UploadImageField, { file: File; description: string }> {
  const description = values.description.trim();
  return checked(
    {
      file:
        values.file === null
          ? 'Choose the UKI file to upload.'
          : values.file.size === 0
            ? 'This file is empty. Choose the built UKI file (usually *.efi).'
            : fileNameProblem(values.file.name),
      description:
        [...description].length > IMAGE_DESCRIPTION_MAX
          ? `Use ${IMAGE_DESCRIPTION_MAX} characters or fewer.`
          : undefined,
    },
    // The check above rules out a missing file; the cast only tells the type checker.
    { file: values.file as File, description },
  );
}

/** Percent sent, or undefined while the browser cannot tell the body's length. */
export function uploadPercent(progress: UploadProgress | null): number | undefined {
  if (progress === null || progress.total === undefined || progress.total <= 0) return undefined;
  return Math.min(100, Math.max(0, (progress.loaded / progress.total) * 100));
}

/** No file or too big (400, or 413 from a server or proxy) belongs on the file; a refusal for the team (403, or its image limit) on the form. */
export function placeUploadError(error: unknown): PlacedError<UploadImageField> {
  return placeRefusal(error, {
    byCode: {
      MISSING_FILE: 'file',
      FILE_TOO_LARGE: 'file',
      NAME_TOO_LONG: 'file',
      INVALID_NAME: 'file',
      DESCRIPTION_TOO_LONG: 'description',
    },
    byCodelessStatus: { 400: 'file', 413: 'file' },
  });
}
