import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { FileStorage } from '../../ports/storage';
import { recordsWithActivity } from '../activity-log';
import type { LabInputs } from '../irrigation/irrigation.engine';
import { createLabSampleRepository } from './lab-sample.repository';
import { labSamplesRoutes } from './lab-samples.routes';
import { createLabSamplesService, type AdviceEffects } from './lab-samples.service';
import { resultIn } from './lab-facts';

/**
 * What a field's lab samples bring to its advice: the latest water sample with an EC (dS/m) and the latest soil sample
 * whose clay, sand and silt give a texture class (for the irrigation engine, bound in app.ts).
 */
export function labInputsFor(database: Database): (orgId: string, fieldId: string) => Promise<LabInputs> {
  const repo = createLabSampleRepository(database.db);
  return async (orgId, fieldId) => {
    const water = (await repo.latestOfField(orgId, fieldId, 'water')).find((s) => s.properties.some((p) => p.parameter === 'ec'));
    const soil = (await repo.latestOfField(orgId, fieldId, 'soil')).find((s) => s.soil_type);
    return {
      water: water ? { code: water.code, ecwDsM: resultIn(water.properties, 'ec', 'dS/m')!, warnings: water.warnings } : null,
      soil: soil ? { code: soil.code, textureClass: soil.texture_class!, soilType: soil.soil_type! } : null,
    };
  };
}

/** Lab samples (issue #17): records, properties, the lab report file and the results sheet import. */
export async function registerLabSamples(app: FastifyInstance, deps: { database: Database; clock: Clock; storage: FileStorage; effects: AdviceEffects }): Promise<void> {
  const labSamples = createLabSamplesService({ ...recordsWithActivity(deps.database.db, createLabSampleRepository), storage: deps.storage, effects: deps.effects, log: app.log });
  await app.register(labSamplesRoutes, { labSamples, clock: deps.clock });
}
