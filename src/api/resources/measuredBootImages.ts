import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, uploadOptions } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { useApiMutation } from '../cache/mutation';
import { teamItem, teamParam, teamQuery, teamResourceKeys } from './team';
import type { MeasuredBootImage } from '../types';
import { createUploader, type UploadProgress } from '../http/upload';
import { describePlanned, planRequest, sendPlanned } from '../http/apiRequest';
import type { RequestDescription, RequestFormField } from '../../lib/requestText';

/** GET /measured-boot-images (later revision): the team's UKI images, for VMs with SEV-SNP on. */
const measuredBootImageKeys = teamResourceKeys('measured-boot-images');

const measuredBootImageQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: measuredBootImageKeys.list(teamId),
      queryFn: ({ signal }): Promise<MeasuredBootImage[]> =>
        callOptional(
          'measuredBootImages',
          async () => (await call(api().GET('/measured-boot-images', teamQuery(teamId, signal)))).files,
        ),
    }),
};

export const useMeasuredBootImages = (teamId: string, enabled = true) =>
  useQuery({ ...measuredBootImageQueries.list(teamId), enabled });

export interface MeasuredBootUpload {
  file: File;
  /** Sent only when not empty. */
  description: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** The multipart fields of POST /measured-boot-images, in order: `team_id`/`description` when given, then `file`. */
function uploadFields(teamId: string, description: string, fileName: string): RequestFormField[] {
  const { team_id: team } = teamParam(teamId);
  return [
    ...(team === undefined ? [] : [{ name: 'team_id', value: team }]),
    ...(description === '' ? [] : [{ name: 'description', value: description }]),
    { name: 'file', fileName },
  ];
}

/** The multipart body of POST /measured-boot-images, built from the very fields the "API request" view shows. */
export function measuredBootForm(
  teamId: string,
  { file, description }: Pick<MeasuredBootUpload, 'file' | 'description'>,
) {
  const form = new FormData();
  for (const field of uploadFields(teamId, description, file.name)) {
    if ('fileName' in field) form.append(field.name, file, file.name);
    else form.append(field.name, field.value);
  }
  return form;
}

const UPLOAD_PATH = '/measured-boot-images';

/** The changes of measured-boot images: planned (delete) or described (the upload, multipart) for "API request". */
export const measuredBootRequests = {
  /** The upload as the uploader sends it: a multipart form with the file named, never inlined. */
  upload: (teamId: string, input: { fileName: string; description: string }): RequestDescription => ({
    ...describePlanned({ method: 'post', path: UPLOAD_PATH, init: {} }),
    form: uploadFields(teamId, input.description, input.fileName),
  }),
  delete: (teamId: string, imageId: string) =>
    planRequest('delete', '/measured-boot-images/{image_id}', teamItem(teamId, { image_id: imageId })),
};

/** Upload a UKI image (201, the stored image): through XMLHttpRequest, for its progress events. */
export function useUploadMeasuredBootImage(teamId: string) {
  return useApiMutation({
    mutationFn: ({ signal, onProgress, ...input }: MeasuredBootUpload) =>
      createUploader(uploadOptions())<MeasuredBootImage>({
        path: UPLOAD_PATH,
        form: measuredBootForm(teamId, input),
        signal,
        onProgress,
      }),
    activity: ({ file }) => ({ what: 'Upload measured-boot image', subject: { name: file.name }, teamId }),
    invalidates: () => [measuredBootImageKeys.list(teamId)],
    // Refused at the limit: another tab or client uploaded the 10th image, so the list is stale.
    staleWhenRefused: {
      codes: ['MEASURED_BOOT_IMAGE_LIMIT_REACHED'],
      invalidates: [measuredBootImageKeys.list(teamId)],
    },
  });
}

/** 204; refused with 409 while a VM boots the image. */
export function useDeleteMeasuredBootImage(teamId: string) {
  return useApiMutation({
    mutationFn: (imageId: string) => sendPlanned(measuredBootRequests.delete(teamId, imageId)),
    activity: (imageId) => ({
      what: 'Delete measured-boot image',
      subject: { id: imageId },
      teamId,
      nameFrom: measuredBootImageKeys.all(teamId),
    }),
    invalidates: () => [measuredBootImageKeys.list(teamId)],
  });
}
