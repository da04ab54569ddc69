import { EmptyPage } from '../../app/ui/empty-page';

/** Learning Zone (`/learning-zone`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="learning_zone" path="/learning-zone" />;
}
