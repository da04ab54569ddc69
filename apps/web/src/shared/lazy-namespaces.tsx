import type { ComponentType, ReactNode } from 'react';
import { Loader } from '@mantine/core';
import type { ContentNamespace } from '@rayyan/i18n/lazy';
import { useContentNamespaces } from './use-content-namespaces';

/** Renders `children` once the lazy namespaces are loaded in the current language (they load with a feature's chunk, not the main entry), `fallback` until then. */
export function LazyNamespaces({ namespaces, children, fallback = <Loader size="sm" /> }: { namespaces: readonly ContentNamespace[]; children: ReactNode; fallback?: ReactNode }) {
  return <>{useContentNamespaces(namespaces) ? children : fallback}</>;
}

/** A page rendered once the lazy namespaces are loaded in the current language (`fallback` until then). */
export function withLazyNamespaces<P extends object>(namespaces: readonly ContentNamespace[], Inner: ComponentType<P>, fallback?: ReactNode): ComponentType<P> {
  const Wrapped = (props: P) => (
    <LazyNamespaces namespaces={namespaces} fallback={fallback}>
      <Inner {...props} />
    </LazyNamespaces>
  );
  Wrapped.displayName = `withLazyNamespaces(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
