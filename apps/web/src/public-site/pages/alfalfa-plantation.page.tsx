import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "plantation"). */
export function Component() {
  return <GuidePage guide="plantation" alfalfa />;
}
