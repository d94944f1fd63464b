import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_RUNS_API_PATHS, jobRunsSchema } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

const JOB_RUNS_QUERY_KEY = ['officer-job-runs'];

/** GET …/jobs/runs (LIFE-12, supervisors): the last runs newest first, or only the failed. */
export function useJobRuns(failedOnly: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...JOB_RUNS_QUERY_KEY, failedOnly],
    queryFn: () =>
      api.call(
        failedOnly ? `${JOB_RUNS_API_PATHS.runs}?failedOnly=true` : JOB_RUNS_API_PATHS.runs,
        {
          schema: jobRunsSchema,
        },
      ),
  });
}

/** POST …/jobs/runs/retry (LIFE-12, supervisors); the runs are read again afterwards. */
export function useRetryJobRun() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(JOB_RUNS_API_PATHS.retry, { method: 'POST', body: { id }, schema: UNREAD_ANSWER }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_RUNS_QUERY_KEY }),
  });
}
