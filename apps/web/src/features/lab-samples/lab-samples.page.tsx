import { EmptyPage } from '../../app/ui/empty-page';

/** Lab Samples (`/labSamples`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="lab_samples" path="/labSamples" />;
}
