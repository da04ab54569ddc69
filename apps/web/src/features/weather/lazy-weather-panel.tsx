import { lazy, Suspense } from 'react';
import { Loader, Paper } from '@mantine/core';

const WeatherPanel = lazy(() => import('./weather-panel').then((m) => ({ default: m.WeatherPanel })));

/** The weather panel in its own chunk, so pages that show it (map view, farm page) do not carry it. */
export function LazyWeatherPanel(props: { farmId: string }) {
  return (
    <Suspense fallback={<Paper withBorder p="md"><Loader size="sm" /></Paper>}>
      <WeatherPanel {...props} />
    </Suspense>
  );
}
