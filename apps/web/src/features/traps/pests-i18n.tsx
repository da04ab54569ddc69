import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** Renders a page once the lazy `pests` messages (traps, pests and diseases) are loaded in the current language. */
export const withPestsI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['pests'], Inner);
