import { describe, expect, it } from 'vitest';
import { resources } from '@rayyan/i18n';
import { ApiRequestError } from '../api/api-client';
import { createI18n } from '../i18n/i18n';
import { apiFieldErrors } from './form-errors';

describe('apiFieldErrors', () => {
  it("shows a server field message in the user's language by its code, never by matching its English text", () => {
    const i18n = createI18n('ar');
    const error = new ApiRequestError(
      400,
      'validation_failed',
      'invalid',
      { until: resources.en.validation.out_of_range, user_name: 'This user name is already taken.', name: 'A message of its own', note: resources.en.validation.out_of_range },
      undefined,
      undefined,
      undefined,
      { until: 'out_of_range', user_name: 'duplicate_user_name', name: 'invalid' },
    );
    const errors = apiFieldErrors(error, i18n.t, i18n);
    expect(errors.until).toBe(resources.ar.validation.out_of_range);
    expect(errors.user_name).toBe(resources.ar.errors.duplicate_user_name);
    // A message without a known code is shown as the server wrote it (no English text is parsed back into a key).
    expect(errors.name).toBe('A message of its own');
    expect(errors.note).toBe(resources.en.validation.out_of_range);
  });
});
