import type { FastifyPluginAsync } from 'fastify';
import { satelliteEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import type { FieldKind } from './satellite.repository';
import type { SatelliteService } from './satellite.service';

/** Image dates, statistics, series and refresh of crop fields and tree fields, from their declarations. Reads stored results only. */
export const satelliteRoutes: FastifyPluginAsync<{ satellite: SatelliteService }> = async (app, { satellite }) => {
  const org = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const tags = ['satellite'];
  for (const kind of ['crop', 'tree'] as const satisfies readonly FieldKind[]) {
    const endpoints = satelliteEndpoints[kind];
    declaredRoute(app, endpoints.images, { tags, errors: [401, 403, 404] }, (request) => satellite.images(org(request), kind, request.params.id));
    declaredRoute(app, endpoints.stats, { tags, errors: [400, 401, 403, 404] }, (request) => satellite.stats(org(request), kind, request.params.id, request.query));
    declaredRoute(app, endpoints.overlay, { tags, errors: [400, 401, 403, 404], produces: ['image/png'], fileDescription: 'The index on the date as a PNG, clipped to the border' }, async (request, reply) => {
      const png = await satellite.overlay(org(request), kind, request.params.id, request.query);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    });
    declaredRoute(app, endpoints.findings, { tags, errors: [401, 403, 404] }, (request) => satellite.findings(org(request), kind, request.params.id));
    declaredRoute(app, endpoints.zones, { tags, errors: [400, 401, 403, 404] }, (request) => satellite.zones(org(request), kind, request.params.id, request.query));
    declaredRoute(app, endpoints.metrics, { tags, errors: [400, 401, 403, 404] }, (request) => satellite.metrics(org(request), kind, request.params.id, request.query.date));
    declaredRoute(app, endpoints.series, { tags, errors: [400, 401, 403, 404] }, (request) => satellite.series(org(request), kind, request.params.id, request.query.index));
    declaredRoute(app, endpoints.refresh, { tags, errors: [400, 401, 403, 404] }, (request) => satellite.refresh(org(request), kind, request.params.id, request.body));
  }
};
