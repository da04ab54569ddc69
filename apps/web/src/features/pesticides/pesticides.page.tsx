import { EmptyPage } from '../../app/ui/empty-page';

/** Pesticides (`/pesticides`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="pesticides" path="/pesticides" />;
}
