import { EmptyPage } from '../../app/ui/empty-page';

/** Public page `/learning-zone/alfalfa/plantation`: later work fills it; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="alfalfa_plantation" />;
}
