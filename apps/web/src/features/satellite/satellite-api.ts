import { satelliteEndpoints, type SatelliteIndexId, type SatelliteRefresh } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** A field whose imagery is shown: a crop field (/crop-fields/) or a tree field (/fields/). */
export interface ImageryFieldRef {
  kind: 'crop' | 'tree';
  id: string;
}

/** React Query key of one field's imagery (images; stats and series below it). */
export const satelliteKey = (ref: ImageryFieldRef) => ['satellite', ref.kind, ref.id] as const;

const at = (ref: ImageryFieldRef) => ({ params: { id: ref.id } });

export const listSatelliteImages = (api: ApiClient, ref: ImageryFieldRef, signal?: AbortSignal) => callEndpoint(api, satelliteEndpoints[ref.kind].images, { ...at(ref), signal });
export const getSatelliteStats = (api: ApiClient, ref: ImageryFieldRef, index: SatelliteIndexId, date: string, signal?: AbortSignal) =>
  callEndpoint(api, satelliteEndpoints[ref.kind].stats, { ...at(ref), query: { index, date }, signal });
export const getSatelliteSeries = (api: ApiClient, ref: ImageryFieldRef, index: SatelliteIndexId, signal?: AbortSignal) =>
  callEndpoint(api, satelliteEndpoints[ref.kind].series, { ...at(ref), query: { index }, signal });
export const refreshSatellite = (api: ApiClient, ref: ImageryFieldRef, body: SatelliteRefresh = {}) => callEndpoint(api, satelliteEndpoints[ref.kind].refresh, { ...at(ref), body });
export const getSatelliteOverlay = (api: ApiClient, ref: ImageryFieldRef, index: SatelliteIndexId, date: string, signal?: AbortSignal) =>
  callEndpoint(api, satelliteEndpoints[ref.kind].overlay, { ...at(ref), query: { index, date }, signal });
export const getSatelliteFindings = (api: ApiClient, ref: ImageryFieldRef, signal?: AbortSignal) => callEndpoint(api, satelliteEndpoints[ref.kind].findings, { ...at(ref), signal });
export const getSatelliteZones = (api: ApiClient, ref: ImageryFieldRef, index: SatelliteIndexId, zones: number, signal?: AbortSignal) =>
  callEndpoint(api, satelliteEndpoints[ref.kind].zones, { ...at(ref), query: { index, zones }, signal });
export const getSatelliteMetrics = (api: ApiClient, ref: ImageryFieldRef, date: string, signal?: AbortSignal) =>
  callEndpoint(api, satelliteEndpoints[ref.kind].metrics, { ...at(ref), query: { date }, signal });
