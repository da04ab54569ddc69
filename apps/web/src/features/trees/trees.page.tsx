import { EmptyPage } from '../../app/ui/empty-page';

/** Trees (`/trees`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="trees" path="/trees" />;
}
