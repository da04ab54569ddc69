import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../alerts/use-alerts';
import type { AlertInput } from '../alerts/alert-store';

export interface SaveOptions<Vars, Result> {
  mutationFn: (vars: Vars) => Promise<Result>;
  /** The queries the change affects (each a key prefix), refreshed before it is said done. */
  refresh: readonly (readonly unknown[])[];
  /** The success alert (one at a time by its id), or what it says of the answer. */
  saved: AlertInput | ((result: Result) => AlertInput);
  /** What follows, once refreshed and said (close the form, clear the draft). */
  onSaved?: (result: Result) => void;
  onError?: (error: Error, vars: Vars) => void;
}

/**
 * A change sent to the server that refreshes the queries it affects and then says so: the mutation of a form or
 * of an action button (its `isPending` for the button, its `error` for the form's message).
 */
export function useSave<Vars = void, Result = unknown>({ mutationFn, refresh, saved, onSaved, onError }: SaveOptions<Vars, Result>) {
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  return useMutation({
    mutationFn,
    onSuccess: async (result: Result) => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      add(typeof saved === 'function' ? saved(result) : saved);
      onSaved?.(result);
    },
    onError,
  });
}
