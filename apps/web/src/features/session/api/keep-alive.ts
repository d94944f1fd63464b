import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

/**
 * Continue Session's re-check of the session with the server: 204 while the session runs; a 401
 * once it has ended goes to the shared handler, whose 401 row shows the session-timeout message
 * and moves to /login (ACC-14, ERR-8).
 */
export function useKeepAlive() {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => api.call(API_PATHS.sessionKeepAlive, { schema: UNREAD_ANSWER }),
  });
}
