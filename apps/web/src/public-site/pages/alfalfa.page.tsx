import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "alfalfa"). */
export function Component() {
  return <GuidePage guide="alfalfa" alfalfa />;
}
