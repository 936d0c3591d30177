/**
 * Sends a multipart form (files and fields) to /api/v1 with upload progress: fetch cannot report
 * how much of a request body has gone, XMLHttpRequest's upload events can (issue 9: upload
 * progress is shown). Same envelope rules as api-client: the data and message of a success,
 * ApiError with the server's message, code and status otherwise.
 */
import { codeForStatus, isErrorCode } from '@shop/domain/api/api.errors';
import type { ApiRouteKey } from '@shop/domain/api/api.contract';
import {
  ApiError,
  callUrl,
  networkError,
  timeoutError,
  type ApiData,
  type ApiInput,
  type ApiReply,
} from './api-client';

/** Share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Posts `form` to the declared call `key` (its `params` filled into the path), reporting progress
 * to `onProgress`; answers the reply's data and message, typed by the contract (decision 068).
 */
export function postForm<K extends ApiRouteKey>(
  key: K,
  input: Pick<ApiInput<K>, 'params'>,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<ApiReply<ApiData<K>>> {
  type T = ApiData<K>;
  const { path } = callUrl(key, input as Parameters<typeof callUrl>[1]);
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
        code?: unknown;
        data?: T;
        message?: string;
        errors?: ApiError['errors'];
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && payload?.status === 'Success')
        return resolve({ data: payload.data as T, message: payload.message });
      // A proxy's own refusal has no envelope: its status's generic code.
      const code = isErrorCode(payload?.code) ? payload.code : codeForStatus(xhr.status);
      const fallback =
        code === 'PAYLOAD_TOO_LARGE' ? 'Each image must be at most 10 MB.' : 'Upload failed. Please try again.';
      reject(new ApiError(xhr.status, payload?.message ?? fallback, payload?.errors, code));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(timeoutError());
    xhr.send(form);
  });
}
