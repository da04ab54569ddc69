import { EmptyPage } from '../../app/ui/empty-page';

/** Labors (`/labors`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="labors" path="/labors" />;
}
