import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { signInWithNotifications } from '../../test/notification-fakes';

describe('the RPW threshold notification', () => {
  it('is worded in Arabic from its data and shown as a high-priority toast', async () => {
    const rpw = {
      id: '00000000-0000-4000-8000-0000000000d1',
      org_id: '00000000-0000-4000-8000-00000000000a',
      kind: 'rpw_threshold',
      title: 'Red palm weevil threshold',
      message: 'Red palm weevil: trap RPW-AHSA-03 (Al-Ahsa) caught 7 in the 7 days to 2026-06-09, at or over the threshold of 5 a week.',
      farm_id: null,
      alert_id: null,
      created_at: '2026-06-09T10:00:00Z',
      read_at: null,
      priority: 'high',
      params: { trap_code: 'RPW-AHSA-03', region: 'Al-Ahsa', count: 7, threshold: 5, date: '2026-06-09' },
    };
    const { app } = signInWithNotifications([rpw], { language: 'ar' });
    await waitFor(() => expect(app.services.alerts.getAlerts()).toHaveLength(1));
    const text = app.services.alerts.getAlerts()[0]!.messages!.join(' ');
    expect(text).toContain('سوسة النخيل الحمراء: صادت المصيدة RPW-AHSA-03 (Al-Ahsa) 7');
    expect(text).toContain('حد 5');
    expect(text).not.toContain('caught');
  });
});
