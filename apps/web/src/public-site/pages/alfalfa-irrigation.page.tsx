import { GuidePage } from './guide-page';

/** Public alfalfa page of the learning zone (guide "irrigation"). */
export function Component() {
  return <GuidePage guide="irrigation" alfalfa />;
}
