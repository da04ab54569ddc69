import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "service"). */
export function Component() {
  return <GuidePage guide="service" alfalfa />;
}
