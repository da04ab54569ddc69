import { EmptyPage } from '../../app/ui/empty-page';

/** Dashboard (`/dashboard`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="dashboard" path="/dashboard" />;
}
