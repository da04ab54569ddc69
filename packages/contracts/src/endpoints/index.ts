import type { Endpoint } from '../endpoint';
import { authEndpoints, crashReportEndpoints } from './auth.endpoints';
import { cropProfilesEndpoints } from './crop-profiles.endpoints';
import { cropRotationsEndpoints } from './crop-rotations.endpoints';
import { geographyEndpoints } from './geography.endpoints';
import { irrigationEndpoints } from './irrigation.endpoints';
import { jobRunsEndpoints } from './job-runs.endpoints';
import { qrLabelsEndpoints } from './qr-labels.endpoints';
import { fieldAppEndpoints } from './field-app.endpoints';
import { treeRecordsEndpoints } from './tree-records.endpoints';
import { inventoriesEndpoints, inventoryItemsEndpoints, suppliersEndpoints } from './inventories.endpoints';
import { customActivitiesEndpoints, programTemplatesEndpoints, tasksEndpoints } from './programs.endpoints';
import { farmOwnersEndpoints, laborsEndpoints } from './labors.endpoints';
import { learningZoneEndpoints } from './learning-zone.endpoints';
import { activityLogEndpoints, organizationsEndpoints, policiesEndpoints } from './settings.endpoints';
import { contactsEndpoints, siteSettingsEndpoints } from './site.endpoints';
import { trapsEndpoints } from './traps.endpoints';
import { labSamplesEndpoints } from './lab-samples.endpoints';
import { assetsEndpoints } from './assets.endpoints';
import { sensorsEndpoints } from './sensors.endpoints';
import { pestsEndpoints } from './pests.endpoints';
import { pesticidesEndpoints } from './pesticides.endpoints';
import { pesticideApplicationsEndpoints } from './pesticide-applications.endpoints';
import { inspectionsEndpoints } from './inspections.endpoints';
import { rpwReportEndpoints } from '../rpw-report';
import { satelliteEndpoints } from './satellite.endpoints';
import { harvestsEndpoints, publicPivotReportEndpoints, reportsEndpoints } from './reports.endpoints';
import { treesEndpoints } from './trees.endpoints';
import { usersEndpoints } from './users.endpoints';
import { weatherEndpoints } from './weather.endpoints';

export { crudEndpoints } from './crud';
export { authEndpoints, crashReportEndpoints } from './auth.endpoints';
export { cropProfilesEndpoints } from './crop-profiles.endpoints';
export { cropRotationsEndpoints } from './crop-rotations.endpoints';
export { geographyEndpoints } from './geography.endpoints';
export { irrigationEndpoints } from './irrigation.endpoints';
export { jobRunsEndpoints } from './job-runs.endpoints';
export { qrLabelsEndpoints } from './qr-labels.endpoints';
export { fieldAppEndpoints } from './field-app.endpoints';
export { treeRecordsEndpoints } from './tree-records.endpoints';
export { inventoriesEndpoints, inventoryItemsEndpoints, suppliersEndpoints } from './inventories.endpoints';
export { customActivitiesEndpoints, programTemplatesEndpoints, tasksEndpoints } from './programs.endpoints';
export { farmOwnersEndpoints, laborsEndpoints } from './labors.endpoints';
export { learningZoneEndpoints } from './learning-zone.endpoints';
export { activityLogEndpoints, organizationsEndpoints, policiesEndpoints } from './settings.endpoints';
export { contactsEndpoints, siteSettingsEndpoints } from './site.endpoints';
export { trapsEndpoints } from './traps.endpoints';
export { labSamplesEndpoints } from './lab-samples.endpoints';
export { assetsEndpoints } from './assets.endpoints';
export { sensorsEndpoints } from './sensors.endpoints';
export { pestsEndpoints } from './pests.endpoints';
export { pesticidesEndpoints } from './pesticides.endpoints';
export { pesticideApplicationsEndpoints } from './pesticide-applications.endpoints';
export { inspectionsEndpoints } from './inspections.endpoints';
export { satelliteEndpoints } from './satellite.endpoints';
export { harvestsEndpoints, publicPivotReportEndpoints, reportsEndpoints } from './reports.endpoints';
export { treesEndpoints } from './trees.endpoints';
export { usersEndpoints } from './users.endpoints';
export { weatherEndpoints } from './weather.endpoints';

/** Every declared endpoint (nested groups flattened), for the server's check that each one exists. */
export function allEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'path' in value && 'access' in value) found.push(value as Endpoint);
    else for (const child of Object.values(value)) walk(child);
  };
  walk({
    geographyEndpoints,
    authEndpoints,
    crashReportEndpoints,
    usersEndpoints,
    laborsEndpoints,
    labSamplesEndpoints,
    farmOwnersEndpoints,
    cropProfilesEndpoints,
    cropRotationsEndpoints,
    irrigationEndpoints,
    jobRunsEndpoints,
    qrLabelsEndpoints,
    fieldAppEndpoints,
    treeRecordsEndpoints,
    weatherEndpoints,
    organizationsEndpoints,
    policiesEndpoints,
    activityLogEndpoints,
    contactsEndpoints,
    siteSettingsEndpoints,
    learningZoneEndpoints,
    treesEndpoints,
    satelliteEndpoints,
    harvestsEndpoints,
    reportsEndpoints,
    publicPivotReportEndpoints,
    trapsEndpoints,
    assetsEndpoints,
    sensorsEndpoints,
    pestsEndpoints,
    pesticidesEndpoints,
    pesticideApplicationsEndpoints,
    inspectionsEndpoints,
    rpwReportEndpoints,
    inventoryItemsEndpoints,
    suppliersEndpoints,
    inventoriesEndpoints,
    customActivitiesEndpoints,
    programTemplatesEndpoints,
    tasksEndpoints,
  });
  return found;
}
