import type { FastifyPluginAsync } from 'fastify';
import { pestsEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import type { ObservationsService, PestsService } from './pests.service';

/** /api/pests/ (the catalogue) and /api/scouting-observations/, under the pests and diseases permissions. */
export const pestsRoutes: FastifyPluginAsync<{ pests: PestsService; observations: ObservationsService; clock: Clock }> = async (app, { pests, observations, clock }) => {
  registerCrudRoutes(app, {
    endpoints: pestsEndpoints.catalogue,
    tag: 'pests',
    service: pests,
    clock,
    exportSheet: {
      name: 'Pests and diseases',
      fileName: 'pests-and-diseases',
      columns: [
        'code', 'kind', ['Name', 'name_en', 28], ['Name (Arabic)', 'name_ar', 28], ['Scientific name', 'scientific_name', 32],
        { header: 'Hosts', value: (p) => p.hosts.join(', ') },
        { header: 'Active months', value: (p) => p.active_months.join(', ') },
        ['Symptoms', 'symptoms_en', 60], ['Threshold', 'threshold_en', 60], ['Treatments', 'treatments_en', 60],
      ],
    },
  });
  registerCrudRoutes(app, {
    endpoints: pestsEndpoints.observations,
    tag: 'pests',
    service: observations,
    clock,
    exportSheet: {
      name: 'Scouting',
      fileName: 'scouting-observations',
      columns: [
        ['Date', 'observed_on'],
        { header: 'Pest or disease', value: (o) => o.pest_name_en ?? o.pest_name_ar, width: 28 },
        'severity', 'count', ['Place', 'place_code'], ['Latitude', 'lat'], ['Longitude', 'lng'], ['Note', 'note', 40],
      ],
    },
  });
};
