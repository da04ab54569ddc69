import type { ComponentType, ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** The `satellite` messages load with the satellite chunk (not the main entry): `fallback` until loaded. */
export function SatelliteI18n({ children, fallback = <Loader size="sm" /> }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useContentNamespaces(['satellite']);
  return <>{ready ? children : fallback}</>;
}

export function withSatelliteI18n<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <SatelliteI18n>
      <Inner {...props} />
    </SatelliteI18n>
  );
  Wrapped.displayName = `withSatelliteI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
