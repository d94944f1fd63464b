import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OUTBOX_API_PATHS, outboxMessagesSchema } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

const OUTBOX_MESSAGES_QUERY_KEY = ['officer-outbox-messages'];

/** GET …/outbox/messages (LIFE-17, supervisors): the last messages newest first, or the failed. */
export function useOutboxMessages(failedOnly: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...OUTBOX_MESSAGES_QUERY_KEY, failedOnly],
    queryFn: () =>
      api.call(
        failedOnly ? `${OUTBOX_API_PATHS.messages}?failedOnly=true` : OUTBOX_API_PATHS.messages,
        { schema: outboxMessagesSchema },
      ),
  });
}

/** POST …/outbox/messages/resend (LIFE-17, supervisors); the messages are read again afterwards. */
export function useResendOutboxMessage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(OUTBOX_API_PATHS.resend, { method: 'POST', body: { id }, schema: UNREAD_ANSWER }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_MESSAGES_QUERY_KEY }),
  });
}
