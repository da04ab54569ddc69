import type { ComponentType } from 'react';
import { Loader } from '@mantine/core';
import type { ContentNamespace } from '@rayyan/i18n/lazy';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** Renders a page once the lazy namespaces are loaded in the current language. */
export function withLazyNamespaces<P extends object>(namespaces: readonly ContentNamespace[], Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (useContentNamespaces(namespaces) ? <Inner {...props} /> : <Loader size="sm" />);
  Wrapped.displayName = `withLazyNamespaces(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}

/** Renders a page once the lazy `inventories` messages are loaded in the current language. */
export const withInventoriesI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['inventories'], Inner);
