import { EmptyPage } from '../../app/ui/empty-page';

/** Settings (`/settings`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="settings" path="/settings" />;
}
