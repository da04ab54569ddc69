import { EmptyPage } from '../../app/ui/empty-page';

/** Map view (`/` for users whose menu has farms): later work adds the map; until then the empty state. */
export default function MapViewPage() {
  return <EmptyPage titleKey="map_view" />;
}
