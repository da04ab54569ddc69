import { EmptyPage } from '../../app/ui/empty-page';

/** Review (`/review`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="review" path="/review" />;
}
