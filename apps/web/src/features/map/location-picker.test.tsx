import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/providers';
import { createApiClient } from '../../app/api/api-client';
import { createAlertStore, browserAlertStoreDeps } from '../../app/alerts/alert-store';
import { createSessionController } from '../../app/session/session-machine';
import { createAppQueryClient } from '../../app/query-client';
import { createI18n } from '../../app/i18n/i18n';
import type { AppServices } from '../../app/services';
import { MemoryCookieJar } from '../../test/fakes';
import { LocationPicker } from './map-controls';

function renderPicker(geolocation: Geolocation, language: 'en' | 'ar' = 'en') {
  const fetch = vi.fn() as unknown as typeof globalThis.fetch;
  const session = createSessionController({
    now: () => Date.now(), setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    cookies: new MemoryCookieJar(), fetch,
  });
  const services: AppServices = { session, api: createApiClient({ fetch, accessToken: () => null, onTokenInvalid: () => {} }), alerts: createAlertStore(browserAlertStoreDeps), queryClient: createAppQueryClient() };
  render(
    <AppProviders services={services} i18n={createI18n(language)} env="test">
      <LocationPicker geolocation={geolocation} />
    </AppProviders>,
  );
  return services;
}

const position = { coords: { latitude: 30.0444196, longitude: 31.2357116 } } as GeolocationPosition;

describe('map picker (spec 2)', () => {
  it('shows the location and copies "latitude, longitude" with the toast "Location Copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const services = renderPicker({ getCurrentPosition: (ok: PositionCallback) => ok(position) } as unknown as Geolocation);
    fireEvent.click(screen.getByTestId('location-locate'));
    expect(await screen.findByTestId('location-value')).toHaveProperty('textContent', 'Latitude: 30.044420 · Longitude: 31.235712');
    fireEvent.click(screen.getByTestId('location-copy'));
    await waitFor(() => expect(services.alerts.getAlerts().map((a) => a.message)).toContain('Location Copied'));
    expect(writeText).toHaveBeenCalledWith('30.044420, 31.235712');
  });

  it('explains a denied permission, in Arabic too', async () => {
    const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError;
    renderPicker({ getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail(denied) } as unknown as Geolocation, 'ar');
    fireEvent.click(screen.getByTestId('location-locate'));
    expect((await screen.findByTestId('location-denied')).textContent).toContain('تم رفض إذن الموقع');
  });
});
