import { EmptyPage } from '../../app/ui/empty-page';

/** Farm Owners (`/farm-owners`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="farm_owners" path="/farm-owners" />;
}
