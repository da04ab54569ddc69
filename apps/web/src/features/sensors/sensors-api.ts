import { useQuery } from '@tanstack/react-query';
import { SENSOR_OFFLINE_AFTER_MINUTES, geographyEndpoints, sensorsEndpoints, type SensorChartQuery, type SensorRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of every sensors query (list, a sensor, its chart): a saved sensor or a new key refreshes them. */
export const SENSORS_QUERY_KEY = ['sensors'] as const;

type Option = { value: string; label: string };

/** Online, offline (silent for SENSOR_OFFLINE_AFTER_MINUTES) or never heard from, at `now`. */
export function sensorStatus(sensor: Pick<SensorRecord, 'last_seen_at'>, now = Date.now()): 'online' | 'offline' | 'never' {
  if (!sensor.last_seen_at) return 'never';
  return now - Date.parse(sensor.last_seen_at) <= SENSOR_OFFLINE_AFTER_MINUTES * 60_000 ? 'online' : 'offline';
}

/** The organisation's crop and tree fields (the first 100 of each), for the sensor form. */
export function useSensorFieldOptions(): { crop: Option[]; tree: Option[] } {
  const api = useApi();
  const crop = useQuery({
    queryKey: ['crop-field-options', 'sensors'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.cropFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const tree = useQuery({
    queryKey: ['tree-field-options', 'sensors'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const named = (rows: { id: string; code: string; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }));
  return { crop: named(crop.data?.results), tree: named(tree.data?.results) };
}

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
