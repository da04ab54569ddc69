import { EmptyPage } from '../../app/ui/empty-page';

/** Public page `/fs1pivot12report`: later work fills it; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="fs1pivot12_report" />;
}
