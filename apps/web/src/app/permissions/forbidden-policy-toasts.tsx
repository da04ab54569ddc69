import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { ApiRequestError } from '../api/api-client';

function isForbiddenPolicy(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'forbidden_policy';
}

/**
 * Shows "You are not authorized to perform this activity as per your user policy." (spec 6) as an error
 * toast whenever any query or mutation is refused with `forbidden_policy`: handled once here, not per screen.
 */
export function ForbiddenPolicyToasts() {
  const { queryClient, alerts } = useServices();
  const { t } = useTranslation('errors');
  useEffect(() => {
    const show = () => alerts.add({ id: 'forbidden-policy', message: t('forbidden_policy'), status: 'error' });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isForbiddenPolicy(event.action.error)) show();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isForbiddenPolicy(event.action.error)) show();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, alerts, t]);
  return null;
}
