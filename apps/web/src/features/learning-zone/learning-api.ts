import { learningItemSchema, learningListSchema, type LearningItemWrite } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/** Learning-zone calls of the app. */
export const learningApi = {
  list: (api: ApiClient, query: string) => api.request(`/learning-zone/?${query}`, { schema: learningListSchema }),
  get: (api: ApiClient, slug: string) => api.request(`/learning-zone/${slug}/`, { schema: learningItemSchema }),
  create: (api: ApiClient, item: LearningItemWrite) => api.request('/learning-zone/', { method: 'POST', body: item, schema: learningItemSchema }),
  update: (api: ApiClient, slug: string, item: LearningItemWrite) =>
    api.request(`/learning-zone/${slug}/`, { method: 'PUT', body: item, schema: learningItemSchema }),
  uploadMedia: (api: ApiClient, slug: string, form: FormData) => api.upload(`/learning-zone/${slug}/media/`, form, { schema: learningItemSchema }),
  remove: (api: ApiClient, slug: string) => api.request(`/learning-zone/${slug}/`, { method: 'DELETE' }),
};
