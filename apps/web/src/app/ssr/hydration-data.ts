/**
 * What a server-rendered page hands the browser (docs/decisions/024), in a
 * `<script type="application/json" id="ssr-data">` after the root: the dehydrated query cache.
 * Data, not code: the strict CSP needs no inline script. A query that failed
 * with an API error (an unknown product's 404) travels as { status, message, code } and comes back as
 * the ApiError the page checks for.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError, type ErrorCode } from '../../lib/api-client';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export interface SsrData {
  queries: DehydratedState;
}

/** An ApiError as JSON can carry it. */
export interface SentApiError {
  apiError: { status: number; message: string; code?: ErrorCode };
}

const isSentApiError = (error: unknown): error is SentApiError =>
  typeof error === 'object' && error !== null && typeof (error as SentApiError).apiError?.status === 'number';

/** The page's SSR data from its data <script>, with API errors as ApiError again; undefined when the page was not server-rendered. */
export function readSsrData(elementId: string): SsrData | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as SsrData;
  for (const query of data.queries.queries) {
    const error: unknown = query.state.error;
    if (isSentApiError(error))
      query.state.error = new ApiError(error.apiError.status, error.apiError.message, undefined, error.apiError.code);
  }
  return data;
}
