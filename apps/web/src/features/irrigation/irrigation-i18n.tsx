import type { ComponentType, ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** The `irrigation` messages load with the irrigation chunk (not the main entry): `fallback` until loaded. */
export function IrrigationI18n({ children, fallback = <Loader size="sm" /> }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useContentNamespaces(['irrigation']);
  return <>{ready ? children : fallback}</>;
}

export function withIrrigationI18n<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <IrrigationI18n>
      <Inner {...props} />
    </IrrigationI18n>
  );
  Wrapped.displayName = `withIrrigationI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
