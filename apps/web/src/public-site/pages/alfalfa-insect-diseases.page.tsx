import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "insect_diseases"). */
export function Component() {
  return <GuidePage guide="insect_diseases" alfalfa />;
}
