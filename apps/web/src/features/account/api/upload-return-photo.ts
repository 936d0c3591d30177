/** POST /returnRequest/upload-photo (customer) — one photo for a return request, sent as it is chosen; gives its id and URL. */
import { useMutation } from '@tanstack/react-query';
import type { ApiData } from '../../../lib/api-client';
import { postForm } from '../../../lib/api-upload';

type UploadPhoto = 'POST /returnRequest/upload-photo';

export type ReturnPhoto = ApiData<UploadPhoto>['photo'];

/** The picture types the server takes (each at most 10 MB). */
export const RETURN_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Uploads `file` in the form field `photo`; rejects with the server's message (ApiError). */
export async function uploadReturnPhoto(file: File): Promise<ReturnPhoto> {
  const form = new FormData();
  form.append('photo', file);
  const reply = await postForm('POST /returnRequest/upload-photo', {}, form);
  return reply.data.photo;
}

/** The upload as a mutation, so a caller can show that it is busy. */
export function useUploadReturnPhoto() {
  return useMutation({ mutationFn: uploadReturnPhoto });
}
