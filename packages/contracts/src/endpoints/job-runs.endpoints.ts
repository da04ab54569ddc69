import { z } from 'zod';
import { endpoint } from '../endpoint';
import { jobRunQuerySchema, jobRunSchema } from '../job-runs';

/** Progress of the caller's organisation's background work (the web's progress bars poll it). */
export const jobRunsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/job-runs/', query: jobRunQuerySchema, response: z.array(jobRunSchema), access: 'authenticated' }),
};
