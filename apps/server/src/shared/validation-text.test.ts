import { describe, expect, it } from 'vitest';
import { fieldMessages } from './validation-text';

describe('field messages of an API error', () => {
  it('carries the English text and a stable code for each field', () => {
    expect(fieldMessages({ phone: 'phone_format', name: 'name_required', user_name: 'This user name is already taken.', note: 'Something else' })).toEqual({
      fields: {
        phone: 'Must be a valid Number Exp: +xxxxxxxxxxx',
        name: 'Name is a required field',
        user_name: 'This user name is already taken.',
        note: 'Something else',
      },
      field_codes: { phone: 'phone_format', name: 'name_required', user_name: 'duplicate_user_name', note: 'invalid' },
    });
  });
});
