/**
 * Retry on a failed job (SuperAdmin): asks the server to run it again and shows the server's
 * answer as a toast, its success message or its refusal (issue 5; POST /admin/jobs/{id}/retry).
 */
import { toast } from '../../../../components/ui/toast';
import { Button } from '../../../../components/ui/button';
import { useRetryJob } from '../api/retry-job';
import { jobLabel } from '../lib/job-labels';

export function JobRetryButton({ jobId, jobName }: { jobId: string; jobName: string }) {
  const retry = useRetryJob();

  async function onRetry() {
    try {
      const reply = await retry.mutateAsync(jobId);
      toast.success(reply.message ?? 'Job queued again');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not retry the job. Please try again.');
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={retry.isPending}
      onClick={() => void onRetry()}
      aria-label={`Retry ${jobLabel(jobName)}`}
    >
      Retry
    </Button>
  );
}
