import { EmptyPage } from '../../app/ui/empty-page';

/** Regions (tree menu) / Region (crop menu) (`/farms`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="regions" path="/farms" />;
}
