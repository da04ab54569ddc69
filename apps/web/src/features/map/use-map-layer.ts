import { useState } from 'react';
import type { MapLayer } from '@rayyan/contracts';
import { createDocumentCookieJar } from '../../app/session/cookie-jar';
import { mapLayerFromCookie, persistMapLayer } from './map-config';

/** The base layer, from the `mapLayer` cookie (set from the user's preference at sign-in); changes are remembered. */
export function useMapLayer(): [MapLayer, (layer: MapLayer) => void] {
  const [layer, setLayer] = useState<MapLayer>(() => mapLayerFromCookie(createDocumentCookieJar()));
  return [
    layer,
    (next) => {
      persistMapLayer(next, createDocumentCookieJar());
      setLayer(next);
    },
  ];
}
