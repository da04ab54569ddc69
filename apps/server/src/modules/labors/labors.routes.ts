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
        { header: 'Code', value: (l) => l.code },
        { header: 'Name', value: (l) => l.name, width: 28 },
        { header: 'Phone Number', value: (l) => l.phone },
        { header: 'National ID', value: (l) => l.national_id },
        { header: 'Nationality', value: (l) => l.nationality },
        { header: 'Salary', value: (l) => l.salary },
        { header: 'Salary Period', value: (l) => l.salary_period },
        { header: 'Currency', value: (l) => l.currency },
        { header: 'Join Date', value: (l) => l.join_date },
        { header: 'Leave Date', value: (l) => l.leave_date },
        { header: 'Leaving Reason', value: (l) => l.leaving_reason },
        { header: 'Notes', value: (l) => l.notes, width: 40 },
      ],
    },
  });
};
