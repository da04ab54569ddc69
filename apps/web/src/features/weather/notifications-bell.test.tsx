import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signInWithNotifications } from '../../test/notification-fakes';

const ORG_ID = '00000000-0000-4000-8000-00000000000a';
const note = (id: string, priority: 'high' | 'normal', title: string) => ({
  id, org_id: ORG_ID, kind: 'weather_alert', title, message: 'Temperature 44 °C at 14:00', farm_id: null, alert_id: null,
  created_at: '2026-06-01T10:00:00Z', read_at: null, priority, params: null,
});

describe('notifications bell', () => {
  it('shows the unread count and turns a new high-priority notification into a 10 s toast', async () => {
    const { api, app } = signInWithNotifications(
      [note('00000000-0000-4000-8000-0000000000c1', 'high', 'Heat alert'), note('00000000-0000-4000-8000-0000000000c2', 'normal', 'Humidity alert')],
    );
    const bell = await screen.findByTestId('notifications-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(api.calls.some((c) => c.path === '/api/notifications/' && c.url.searchParams.get('unread') === 'true')).toBe(true);
    await waitFor(() => {
      const toasts = app.services.alerts.getAlerts();
      expect(toasts).toHaveLength(1);
      expect(toasts[0]).toMatchObject({ id: 'notification-00000000-0000-4000-8000-0000000000c1', message: 'Heat alert', priority: 'high', timeout: 10_000 });
    });
    // The toast is on screen with its countdown bar.
    const toast = await screen.findByTestId('alert');
    expect(toast.textContent).toContain('Heat alert');
    expect(toast.querySelector('[role="progressbar"]')).not.toBeNull();
  });

  it('words a weather alert in the reader’s language from its data, not the server’s English text', async () => {
    const heat = {
      ...note('00000000-0000-4000-8000-0000000000c3', 'high', 'Heat alert'),
      params: { farm_name: 'Toshka Pivots A', type: 'heat', value: 44, unit: '°C', direction: 'above', threshold: 40, when: '2026-06-01' },
    };
    const { app } = signInWithNotifications([heat], { language: 'ar' });
    await waitFor(() => expect(app.services.alerts.getAlerts()).toHaveLength(1));
    const text = app.services.alerts.getAlerts()[0]!.messages!.join(' ');
    expect(text).toContain('Toshka Pivots A');
    expect(text).toContain('الحر');
    expect(text).toContain('أعلى من');
    expect(text).not.toContain('above');
  });
});
