import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, uploadOptions } from '../http/client';
import { callOptional } from '../capabilities/capabilities';
import { useApiMutation } from '../cache/mutation';
import { teamItem, teamParam, teamQuery, teamResourceKeys } from './team';
import type { MeasuredBootImage } from '../types';
import { createUploader, type UploadProgress } from '../http/upload';

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

/** The multipart body of POST /measured-boot-images: `file`, and `team_id`/`description` when given. */
export function measuredBootForm(
  teamId: string,
  { file, description }: Pick<MeasuredBootUpload, 'file' | 'description'>,
) {
  const form = new FormData();
  const { team_id: team } = teamParam(teamId);
  if (team !== undefined) form.append('team_id', team);
  if (description !== '') form.append('description', description);
  form.append('file', file, file.name);
  return form;
}

/** Upload a UKI image (201, the stored image): through XMLHttpRequest, for its progress events. */
export function useUploadMeasuredBootImage(teamId: string) {
  return useApiMutation({
    mutationFn: ({ signal, onProgress, ...input }: MeasuredBootUpload) =>
      createUploader(uploadOptions())<MeasuredBootImage>({
        path: '/measured-boot-images',
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
    mutationFn: (imageId: string) =>
      call(api().DELETE('/measured-boot-images/{image_id}', teamItem(teamId, { image_id: imageId }))),
    activity: (imageId) => ({
      what: 'Delete measured-boot image',
      subject: { id: imageId },
      teamId,
      nameFrom: measuredBootImageKeys.all(teamId),
    }),
    invalidates: () => [measuredBootImageKeys.list(teamId)],
  });
}
