import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SprayHour } from '@rayyan/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { SprayStrip, VERDICT_COLORS } from './spray-strip';
import { WeatherI18n } from './weather-i18n';

function renderStrip(hours: SprayHour[], language: 'en' | 'ar') {
  return renderWithProviders(<WeatherI18n><SprayStrip hours={hours} timeZone="Asia/Riyadh" /></WeatherI18n>, language);
}

const hour = (i: number, verdict: SprayHour['verdict'], reasons: SprayHour['reasons']): SprayHour => ({
  time: new Date(Date.UTC(2026, 5, 1, i)).toISOString().replace('Z', '+00:00'),
  verdict,
  delta_t_c: 4.5,
  reasons,
});

describe('spray advice strip', () => {
  const hours = [hour(0, 'good', []), hour(1, 'marginal', ['wind_calm']), hour(2, 'unsuitable', ['rain', 'delta_t_high'])];

  it('colours each hour by verdict and names the reasons in Arabic', async () => {
    renderStrip(hours, 'ar');
    const cells = await screen.findAllByTestId(/^spray-cell-/);
    expect(cells).toHaveLength(3);
    expect(cells.map((c) => c.getAttribute('data-verdict'))).toEqual(['good', 'marginal', 'unsuitable']);
    // happy-dom keeps the hex colour as written
    expect(cells[0]!.style.background.toLowerCase()).toContain(VERDICT_COLORS.good.toLowerCase().slice(1));
    expect(cells[2]!.style.background.toLowerCase()).toContain(VERDICT_COLORS.unsuitable.toLowerCase().slice(1));
    const label = cells[2]!.getAttribute('aria-label') ?? '';
    expect(label).toContain('غير مناسب');
    expect(label).toContain('أمطار متوقعة');
    expect(label).toContain('دلتا T مرتفعة جدًا');
    expect(cells[0]!.getAttribute('aria-label')).toContain('جميع الظروف ضمن إعدادات الرش');
    // Legend in Arabic
    const legend = screen.getByTestId('spray-legend');
    expect(legend.textContent).toContain('مناسب');
    expect(legend.textContent).toContain('مقبول بحذر');
    // Reasons appear in the tooltip on keyboard focus
    act(() => cells[1]!.focus());
    await waitFor(() => expect(screen.getByTestId('spray-tooltip-1').textContent).toContain('الرياح ساكنة جدًا'));
  });

  it('has one tab stop and moves with the arrow keys in reading direction (RTL: left is later)', async () => {
    renderStrip(hours, 'ar');
    const cells = await screen.findAllByTestId(/^spray-cell-/);
    expect(cells.map((c) => c.tabIndex)).toEqual([0, -1, -1]);
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cells[1]);
    fireEvent.keyDown(cells[1]!, { key: 'End' });
    expect(document.activeElement).toBe(cells[2]);
  });
});
