import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { resources } from '@rayyan/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { formInputs } from './form-inputs';

interface Draft {
  name: string;
  salary: number | null;
  salary_period: string | null;
}

function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const { t } = useTranslation('people');
  const [draft, setDraft] = useState<Draft>({ name: 'Ali', salary: 3000, salary_period: 'monthly' });
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const input = formInputs({ draft, set, errors, t }, { labels: 'labor_fields', testId: 'labor-form' });
  return (
    <form>
      {input.text('name', { required: true })}
      {input.number('salary', { min: 0 })}
      {input.select('salary_period', [{ value: 'monthly', label: 'M' }, { value: 'daily', label: 'D' }], { testId: 'period' })}
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </form>
  );
}

describe('formInputs', () => {
  it("labels each input in the reader's language, binds it to its draft field and shows its message", () => {
    renderWithProviders(<Harness errors={{ name: 'Name is required' }} />, 'ar');
    const name = screen.getByTestId('labor-form-name') as HTMLInputElement;
    expect(name.value).toBe('Ali');
    // Free text reads in its own direction (Mantine sets it on the input's wrapper).
    expect(name.closest('[dir]')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText(resources.ar.people.labor_fields.name)).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'علي' } });
    fireEvent.change(screen.getByTestId('labor-form-salary'), { target: { value: '' } });
    const draft = JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as Draft;
    expect(draft.name).toBe('علي');
    // An emptied number is null in the draft (the contract then says it is required), never 0 or ''.
    expect(draft.salary).toBeNull();
    // A test id of its own replaces the prefixed one.
    expect(screen.getByTestId('period')).toBeTruthy();
  });

  it("names a contract's values from an i18n group, and writes each language's version of a text in its direction", () => {
    renderWithProviders(<ChoiceHarness />, 'ar');
    const period = screen.getByTestId('labor-form-salary_period') as HTMLInputElement;
    expect(period.value).toBe(resources.ar.people.salary_periods.monthly);
    expect(screen.getByTestId('labor-form-notes_ar').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('labor-form-notes_ar').getAttribute('lang')).toBe('ar');
    expect(screen.getByTestId('labor-form-notes_en').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});

function ChoiceHarness() {
  const { t } = useTranslation('people');
  const [draft, setDraft] = useState({ salary_period: 'monthly' as string | null, notes_en: '', notes_ar: '' });
  const set = <K extends keyof typeof draft>(key: K) => (value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const input = formInputs({ draft, set, errors: {}, t }, { labels: 'labor_fields', testId: 'labor-form' });
  return (
    <form>
      {input.choice('salary_period', ['monthly', 'daily'], 'salary_periods')}
      {input.text('notes_en', { label: 'English' })}
      {input.text('notes_ar', { label: 'Arabic' })}
    </form>
  );
}
