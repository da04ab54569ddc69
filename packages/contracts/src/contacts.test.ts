import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MESSAGES, contactFieldErrors, contactRequestSchema } from './contacts';

const valid = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '+201001234567',
  company: 'Delta Growers',
  message: 'We want irrigation advice for three pivots.',
};

const messagesOf = (input: unknown) => {
  const parsed = contactRequestSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(Object.entries(contactFieldErrors(parsed.error)).map(([field, key]) => [field, CONTACT_FIELD_MESSAGES[key as keyof typeof CONTACT_FIELD_MESSAGES]]));
};

describe('contactRequestSchema (spec 5)', () => {
  it('names each missing required field with the spec message', () => {
    expect(messagesOf({})).toEqual({
      name: 'Name is a required field',
      email: 'Email is a required field',
      phone: 'Phone Number is a required field',
      company: 'Company Name is a required field',
      message: 'Message is a required field',
    });
  });

  it('treats blank text as missing', () => {
    expect(messagesOf({ ...valid, name: '   ', message: '\n' })).toEqual({ name: 'Name is a required field', message: 'Message is a required field' });
  });

  it.each(['01001234567', '+20 100 123 4567', '+abc', '+12'])('refuses the phone %s with the spec format message', (phone) => {
    expect(messagesOf({ ...valid, phone })).toEqual({ phone: 'Must be a valid Number Exp: +xxxxxxxxxxx' });
  });

  it('accepts a plus sign then digits, and leaves country, area and farm type optional', () => {
    const parsed = contactRequestSchema.parse({ ...valid, phone: ' +966500000001 ', country: '', farm_area_feddan: '', farm_type: '' });
    expect(parsed).toMatchObject({ phone: '+966500000001', country: null, farm_area_feddan: null, farm_type: null });
  });

  it('reads the farm area from the form text and the farm type tree or crop', () => {
    expect(contactRequestSchema.parse({ ...valid, farm_area_feddan: '250.5', farm_type: 'tree' })).toMatchObject({ farm_area_feddan: 250.5, farm_type: 'tree' });
    expect(messagesOf({ ...valid, farm_area_feddan: '-3' })).toEqual({ farm_area_feddan: 'Farm area must be a positive number of feddan' });
    expect(messagesOf({ ...valid, farm_type: 'forest' })).toEqual({ farm_type: 'Farm type must be tree or crop' });
  });

  it('refuses an invalid email', () => {
    expect(messagesOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Email must be a valid email' });
  });
});
