import { EmptyPage } from '../../app/ui/empty-page';

/** Public page `/toshkalakes`: later work fills it; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="toshka_lakes" />;
}
