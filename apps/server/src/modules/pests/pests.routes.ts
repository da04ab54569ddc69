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
        { header: 'Code', value: (p) => p.code },
        { header: 'Kind', value: (p) => p.kind },
        { header: 'Name', value: (p) => p.name_en, width: 28 },
        { header: 'Name (Arabic)', value: (p) => p.name_ar, width: 28 },
        { header: 'Scientific name', value: (p) => p.scientific_name, width: 32 },
        { header: 'Hosts', value: (p) => p.hosts.join(', ') },
        { header: 'Active months', value: (p) => p.active_months.join(', ') },
        { header: 'Symptoms', value: (p) => p.symptoms_en, width: 60 },
        { header: 'Threshold', value: (p) => p.threshold_en, width: 60 },
        { header: 'Treatments', value: (p) => p.treatments_en, width: 60 },
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
        { header: 'Date', value: (o) => o.observed_on },
        { header: 'Pest or disease', value: (o) => o.pest_name_en ?? o.pest_name_ar, width: 28 },
        { header: 'Severity', value: (o) => o.severity },
        { header: 'Count', value: (o) => o.count },
        { header: 'Place', value: (o) => o.place_code },
        { header: 'Latitude', value: (o) => o.lat },
        { header: 'Longitude', value: (o) => o.lng },
        { header: 'Note', value: (o) => o.note, width: 40 },
      ],
    },
  });
};
