import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { LocationPicker } from './map-controls';

function renderPicker(geolocation: Geolocation, language: 'en' | 'ar' = 'en') {
  const fetch = vi.fn() as unknown as typeof globalThis.fetch;
  return renderWithProviders(<LocationPicker geolocation={geolocation} />, language, fetch).services;
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
