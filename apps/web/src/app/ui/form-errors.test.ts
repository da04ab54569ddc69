import { describe, expect, it } from 'vitest';
import { resources } from '@rayyan/i18n';
import { ApiRequestError } from '../api/api-client';
import { createI18n } from '../i18n/i18n';
import { apiFieldErrors } from './form-errors';

describe('apiFieldErrors', () => {
  it("shows a server field message (sent as the contract key's English text) in the user's language", () => {
    const i18n = createI18n('ar');
    const error = new ApiRequestError(400, 'validation_failed', 'invalid', { until: resources.en.validation.out_of_range, name: 'A message of its own' });
    const errors = apiFieldErrors(error, i18n.t, i18n);
    expect(errors.until).toBe(resources.ar.validation.out_of_range);
    expect(errors.until).not.toBe(resources.en.validation.out_of_range);
    // A text that is no contract message passes through unchanged.
    expect(errors.name).toBe('A message of its own');
  });
});
