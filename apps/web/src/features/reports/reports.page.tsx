import { EmptyPage } from '../../app/ui/empty-page';

/** Reports and Dashboard (`/reports`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="reports" path="/reports" />;
}
