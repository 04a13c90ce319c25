import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys';

/**
 * An admin action: after it succeeds (and `onSuccess`, when given, has seen the response), every cached read of
 * the console is fetched again, since one action shows in several lists.
 */
export function useAdminMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  onSuccess?: (response: Output, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => {
      onSuccess?.(response, queryClient);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
