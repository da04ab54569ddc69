import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders a page once the lazy `sensors` messages are loaded in the current language. */
export const withSensorsI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['sensors'], Inner);
