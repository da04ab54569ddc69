import type { ComponentType, ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/**
 * The `weather` messages load with the weather chunks (not with the main entry): this renders
 * `fallback` until they are there in the current language.
 */
export function WeatherI18n({ children, fallback = <Loader size="sm" /> }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useContentNamespaces(['weather']);
  return <>{ready ? children : fallback}</>;
}

export function withWeatherI18n<P extends object>(Inner: ComponentType<P>, fallback?: ReactNode): ComponentType<P> {
  const Wrapped = (props: P) => (
    <WeatherI18n fallback={fallback}>
      <Inner {...props} />
    </WeatherI18n>
  );
  Wrapped.displayName = `withWeatherI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
