import { EmptyPage } from '../../app/ui/empty-page';

/** Public page `/about`: later work fills it; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="about" />;
}
