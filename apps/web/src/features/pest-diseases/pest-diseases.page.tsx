import { EmptyPage } from '../../app/ui/empty-page';

/** Pests and Diseases (`/pest-diseases`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="pest_diseases" path="/pest-diseases" />;
}
