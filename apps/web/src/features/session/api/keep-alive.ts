import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';

// 204 while the session runs; a 401 once it has ended goes to the shared handler, whose 401 row
// shows the session-timeout message and moves to /login (ACC-14, ERR-8).
const keepAliveAnswerSchema = z.unknown();

/** Continue Session's re-check of the session with the server. */
export function useKeepAlive() {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => api.call(API_PATHS.sessionKeepAlive, { schema: keepAliveAnswerSchema }),
  });
}
