import { SimulatedWeatherProvider } from './simulated-weather';
import { OpenMeteoWeatherProvider, type WeatherProvider } from './weather';

/** The configured adapter: Open-Meteo when WEATHER_PROVIDER=open-meteo, else simulated weather. */
export function weatherProviderFromEnv(env: NodeJS.ProcessEnv = process.env): WeatherProvider {
  return env.WEATHER_PROVIDER === 'open-meteo' ? new OpenMeteoWeatherProvider() : new SimulatedWeatherProvider();
}
