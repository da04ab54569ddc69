import type { ComponentType } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** Renders the lab samples page once its lazy `lab` messages are loaded in the current language. */
export function withLabI18n<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (useContentNamespaces(['lab']) ? <Inner {...props} /> : <Loader size="sm" />);
  Wrapped.displayName = `withLabI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
