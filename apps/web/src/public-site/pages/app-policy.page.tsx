import { GuidePage } from './guide-page';

/** `/apppolicy`: the privacy policy of the user app. */
export function Component() {
  return <GuidePage guide="app_policy" />;
}
