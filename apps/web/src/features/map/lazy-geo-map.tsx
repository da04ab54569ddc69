import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GeoMapProps } from './map-types';

// MapLibre and terra-draw are heavy: they load in their own chunk when a map is first shown.
const GeoMap = lazy(() => import('./geo-map'));

/** The map, loaded on demand, with a loading state of the same height. */
export function LazyGeoMap(props: GeoMapProps) {
  const { t } = useTranslation('geo');
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? 480} data-testid={`${props.testId}-loading`}>
          <Loader aria-label={t('map_loading')} />
        </Center>
      }
    >
      <GeoMap {...props} />
    </Suspense>
  );
}
