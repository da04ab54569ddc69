import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** The `satellite` messages load with the satellite chunk (not the main entry): a page renders once they are loaded. */
export const withSatelliteI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['satellite'], Inner);
