import type { ComponentType } from 'react';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';

/** The `irrigation` messages load with the irrigation chunk (not the main entry): a page renders once they are loaded. */
export const withIrrigationI18n = <P extends object>(Inner: ComponentType<P>) => withLazyNamespaces(['irrigation'], Inner);
