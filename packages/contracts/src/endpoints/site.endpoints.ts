import { idParamsSchema } from '../common';
import { contactCreatedSchema, contactListQuerySchema, contactListSchema, contactRecordSchema, contactRequestSchema, contactStatusUpdateSchema } from '../contacts';
import { endpoint } from '../endpoint';
import { pricingResponseSchema, pricingSettingsSchema } from '../public-site';

/** The public site's contact requests: anyone sends one, super admins follow them up. */
export const contactsEndpoints = {
  create: endpoint({ method: 'POST', path: '/api/contacts/', body: contactRequestSchema, response: contactCreatedSchema, status: 201, access: 'public' }),
  /** A page of requests; with `format=xlsx` or `format=csv` the same call answers a file of every match. */
  list: endpoint({ method: 'GET', path: '/api/contacts/', query: contactListQuerySchema, response: contactListSchema, access: 'super_admin' }),
  setStatus: endpoint({ method: 'PATCH', path: '/api/contacts/:id/', params: idParamsSchema, body: contactStatusUpdateSchema, response: contactRecordSchema, access: 'super_admin' }),
} as const;

/** Prices of the public site's packages: everybody reads them, super admins set them. */
export const siteSettingsEndpoints = {
  pricing: endpoint({ method: 'GET', path: '/api/site-settings/pricing/', response: pricingResponseSchema, access: 'public' }),
  savePricing: endpoint({ method: 'PUT', path: '/api/site-settings/pricing/', body: pricingSettingsSchema, response: pricingResponseSchema, access: 'super_admin' }),
} as const;
