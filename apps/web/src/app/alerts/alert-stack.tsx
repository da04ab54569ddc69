import { lazy, Suspense } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAlerts } from './use-alerts';
import classes from './alert-stack.module.css';

const AlertToast = lazy(() => import('./alert-toast'));

/**
 * Fixed stack of toast alerts at the inline end of the screen (right in English, left in Arabic),
 * announced politely to screen readers. High-priority alerts carry a countdown bar. The live region is
 * always there; the toasts' code loads with the first alert.
 */
export function AlertStack() {
  const { t } = useTranslation('toasts');
  const { alerts, remove } = useAlerts();
  return (
    <Stack className={classes.stack} gap="xs" role="status" aria-live="polite" aria-label={t('region_label')} data-testid="alerts">
      {alerts.length > 0 && (
        <Suspense fallback={null}>
          {alerts.map((alert) => (
            <AlertToast key={alert.id} alert={alert} onClose={() => remove(alert.id)} />
          ))}
        </Suspense>
      )}
    </Stack>
  );
}
