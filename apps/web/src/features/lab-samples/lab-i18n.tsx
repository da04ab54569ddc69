import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders the lab samples page once its lazy `lab` messages are loaded in the current language. */
export const withLabI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['lab'], Inner);
