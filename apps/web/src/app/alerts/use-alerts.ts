import { useSyncExternalStore } from 'react';
import { useServices } from '../services';
import type { Alert, AlertStore } from './alert-store';

/** The toast alerts and the functions to add or close one. */
export function useAlerts(): { alerts: readonly Alert[]; add: AlertStore['add']; remove: AlertStore['remove'] } {
  const { alerts: store } = useServices();
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  return { alerts, add: store.add, remove: store.remove };
}
