import { EmptyPage } from '../../app/ui/empty-page';

/** Inventories (`/inventories`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="inventories" path="/inventories" />;
}
