import type { ComponentType, ReactNode } from 'react';
import { LazyNamespaces, withLazyNamespaces } from '../../shared/lazy-namespaces';

/**
 * The `weather` messages load with the weather chunks (not with the main entry): this renders
 * `fallback` until they are there in the current language.
 */
export function WeatherI18n({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LazyNamespaces namespaces={['weather']} fallback={fallback}>
      {children}
    </LazyNamespaces>
  );
}

export const withWeatherI18n = <P extends object>(Inner: ComponentType<P>, fallback?: ReactNode) => withLazyNamespaces(['weather'], Inner, fallback);
