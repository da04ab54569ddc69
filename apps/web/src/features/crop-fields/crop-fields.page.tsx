import { EmptyPage } from '../../app/ui/empty-page';

/** Crop Fields (`/crop-fields`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="crop_fields" path="/crop-fields" />;
}
