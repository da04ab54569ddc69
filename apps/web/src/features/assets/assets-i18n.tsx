import type { ComponentType } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** Renders a page once the lazy `assets` messages are loaded in the current language. */
export function withAssetsI18n<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (useContentNamespaces(['assets']) ? <Inner {...props} /> : <Loader size="sm" />);
  Wrapped.displayName = `withAssetsI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
