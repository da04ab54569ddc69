import type { ComponentType } from 'react';
import { Loader } from '@mantine/core';
import { useContentNamespaces } from '../../shared/use-content-namespaces';

/** Renders a page once the lazy `pests` messages (traps, pests and diseases) are loaded in the current language. */
export function withPestsI18n<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (useContentNamespaces(['pests']) ? <Inner {...props} /> : <Loader size="sm" />);
  Wrapped.displayName = `withPestsI18n(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
