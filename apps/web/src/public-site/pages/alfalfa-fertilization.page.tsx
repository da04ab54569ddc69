import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "fertilization"). */
export function Component() {
  return <GuidePage guide="fertilization" alfalfa />;
}
