import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders a page once the lazy `trees` messages are loaded in the current language. */
export const withTreesI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['trees'], Inner);
