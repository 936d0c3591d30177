/**
 * Sends a multipart form (files and fields) to /api/v1 with upload progress: fetch cannot report
 * how much of a request body has gone, XMLHttpRequest's upload events can (issue 9: upload
 * progress is shown). Same envelope rules as api-client: the data and message of a success,
 * ApiError with the server's message and status otherwise.
 */
import { ApiError, type ApiReply } from './api-client';

/** Share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const UPLOAD_TIMEOUT_MS = 120_000;

export function postForm<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<ApiReply<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = xhr.response as {
        status?: string;
        data?: T;
        message?: string;
        errors?: ApiError['errors'];
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && payload?.status === 'Success')
        resolve({ data: payload.data as T, message: payload.message });
      else
        reject(
          new ApiError(
            xhr.status,
            payload?.message ??
              (xhr.status === 413 ? 'Each image must be at most 10 MB.' : 'Upload failed. Please try again.'),
            payload?.errors,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error. Please check your connection and try again.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'Request timeout. Please try again.'));
    xhr.send(form);
  });
}
