import { useQuery } from '@tanstack/react-query';
import { SENSOR_OFFLINE_AFTER_MINUTES, sensorsEndpoints, type SensorChartQuery, type SensorRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFieldOptions } from '../../shared/field-options';

/** Prefix of every sensors query (list, a sensor, its chart): a saved sensor or a new key refreshes them. */
export const SENSORS_QUERY_KEY = ['sensors'] as const;

/** Online, offline (silent for SENSOR_OFFLINE_AFTER_MINUTES) or never heard from, at `now`. */
export function sensorStatus(sensor: Pick<SensorRecord, 'last_seen_at'>, now = Date.now()): 'online' | 'offline' | 'never' {
  if (!sensor.last_seen_at) return 'never';
  return now - Date.parse(sensor.last_seen_at) <= SENSOR_OFFLINE_AFTER_MINUTES * 60_000 ? 'online' : 'offline';
}

/** The organisation's crop and tree fields (the first 100 of each), for the sensor form. */
export const useSensorFieldOptions = useFieldOptions;

export function useSensor(id: string) {
  const api = useApi();
  return useQuery({ queryKey: [...SENSORS_QUERY_KEY, id], queryFn: ({ signal }) => callEndpoint(api, sensorsEndpoints.get, { params: { id }, signal }) });
}

export function useSensorChart(id: string, query: SensorChartQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...SENSORS_QUERY_KEY, id, 'chart', query],
    queryFn: ({ signal }) => callEndpoint(api, sensorsEndpoints.readings, { params: { id }, query, signal }),
    placeholderData: (previous) => previous,
  });
}
