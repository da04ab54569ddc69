import { EmptyPage } from '../../app/ui/empty-page';

/** Public page `/reports/rpw`: later work fills it; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="rpw_report" />;
}
