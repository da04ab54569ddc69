import type { FastifyPluginAsync } from 'fastify';
import { laborsEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import type { LaborsService } from './labors.service';

/** /api/labors/: list, export, create, read, update, delete (users and labors permissions). */
export const laborsRoutes: FastifyPluginAsync<{ labors: LaborsService; clock: Clock }> = async (app, { labors, clock }) => {
  registerCrudRoutes(app, {
    endpoints: laborsEndpoints,
    tag: 'labors',
    service: labors,
    clock,
    exportSheet: {
      name: 'Labors',
      fileName: 'labors',
      columns: [
        'code', ['Name', 'name', 28], ['Phone Number', 'phone'], ['National ID', 'national_id'], 'nationality', 'salary',
        ['Salary Period', 'salary_period'], 'currency', ['Join Date', 'join_date'], ['Leave Date', 'leave_date'], ['Leaving Reason', 'leaving_reason'],
        ['Notes', 'notes', 40],
      ],
    },
  });
};
