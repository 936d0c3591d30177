/** POST /admin/jobs/{id}/retry (SuperAdmin) — runs a failed job again; resolves with the server's message (issue 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobRetryResult } from '@shop/domain/jobs/job.responses';
import { api, type ApiReply } from '../../../../lib/api-client';
import { jobsKey } from './list-jobs';

export function retryJob(jobId: string): Promise<ApiReply<JobRetryResult>> {
  return api.callWithMessage('POST /admin/jobs/:id/retry', { params: { id: jobId } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // A refused retry (409: already retried elsewhere) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
