import MapViewPage from '../map/map-view.page';

/** Dashboard (`/dashboard`, tree menu): the map view with the farm listing, layers and legend. */
export function Component() {
  return <MapViewPage />;
}
