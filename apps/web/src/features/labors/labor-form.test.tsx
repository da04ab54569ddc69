import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resources } from '@rayyan/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { LaborForm } from './labor-form';

/** What the server answers: the record as saved. */
const SAVED = {
  id: '11111111-1111-4111-8111-111111111111',
  org_id: '22222222-2222-4222-8222-222222222222',
  code: 'L-01',
  national_id: null,
  nationality: null,
  notes: null,
  leaving_reason: null,
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
};

describe('LaborForm (a form declared with resourceForm)', () => {
  it('names its inputs and frame after the form, sends the draft as the contract takes it, then says so and closes', async () => {
    const requests: { url: string; method: string; body: Record<string, unknown> }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: new URL(request.url).pathname, method: request.method, body: (await request.json()) as Record<string, unknown> });
      const saved = { ...SAVED, ...requests[0]!.body };
      return new Response(JSON.stringify(saved), { status: 201, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const onDone = vi.fn();
    const { services } = renderWithProviders(<LaborForm labor={null} onDone={onDone} />, 'en', fetch);

    expect(screen.getByTestId('labor-form')).toBeTruthy();
    expect(screen.getByText(resources.en.people.labor_fields.national_id)).toBeTruthy();
    fireEvent.change(screen.getByTestId('labor-form-name'), { target: { value: 'Ali' } });
    fireEvent.change(screen.getByTestId('labor-form-phone'), { target: { value: ' +201000000000 ' } });
    fireEvent.change(screen.getByTestId('labor-form-salary'), { target: { value: '3000' } });
    fireEvent.change(screen.getByTestId('labor-form-join_date'), { target: { value: '2026-01-05' } });
    fireEvent.click(screen.getByTestId('labor-form-submit'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/labors/', method: 'POST' });
    // Blank optional texts as null, a typed one trimmed; the rest as typed.
    expect(requests[0]!.body).toMatchObject({ name: 'Ali', phone: '+201000000000', salary: 3000, salary_period: 'monthly', currency: 'EGP', join_date: '2026-01-05', leave_date: null });
    expect(services.alerts.getAlerts()).toContainEqual(expect.objectContaining({ id: 'labor-saved', message: resources.en.common.updated_successfully }));
  });
});
