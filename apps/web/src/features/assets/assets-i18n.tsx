import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders a page once the lazy `assets` messages are loaded in the current language. */
export const withAssetsI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['assets'], Inner);
