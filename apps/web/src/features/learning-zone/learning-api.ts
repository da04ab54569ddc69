import { learningZoneEndpoints as learning, type LearningItemWrite } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Learning-zone calls of the app. */
export const learningApi = {
  list: (api: ApiClient, query: string) => callEndpoint(api, learning.list, { query: new URLSearchParams(query) }),
  get: (api: ApiClient, slug: string) => callEndpoint(api, learning.get, { params: { slug } }),
  create: (api: ApiClient, item: LearningItemWrite) => callEndpoint(api, learning.create, { body: item }),
  update: (api: ApiClient, slug: string, item: LearningItemWrite) => callEndpoint(api, learning.update, { params: { slug }, body: item }),
  uploadMedia: (api: ApiClient, slug: string, form: FormData) => callEndpoint(api, learning.uploadMedia, { params: { slug }, form }),
  remove: (api: ApiClient, slug: string) => callEndpoint(api, learning.remove, { params: { slug } }),
};
