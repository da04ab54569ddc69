import { EmptyPage } from '../../app/ui/empty-page';

/** Work orders (tree menu) / Programs (crop menu) (`/programs`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="programs" path="/programs" />;
}
