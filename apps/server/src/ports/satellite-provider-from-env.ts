import type { SatelliteProvider } from './satellite';
import { SimulatedSatelliteProvider } from './simulated-satellite';
import { DEFAULT_STAC_API_URL, DEFAULT_STAC_COLLECTION, StacSatelliteProvider } from './stac-satellite';

/** The configured adapter: STAC when SATELLITE_PROVIDER=stac (STAC_API_URL, STAC_COLLECTION), else simulated imagery. */
export function satelliteProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SatelliteProvider {
  if (env.SATELLITE_PROVIDER !== 'stac') return new SimulatedSatelliteProvider();
  return new StacSatelliteProvider({ apiUrl: env.STAC_API_URL || DEFAULT_STAC_API_URL, collection: env.STAC_COLLECTION || DEFAULT_STAC_COLLECTION });
}
