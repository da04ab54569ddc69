import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders a page once the lazy `inventories` messages are loaded in the current language. */
export const withInventoriesI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['inventories'], Inner);
