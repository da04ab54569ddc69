import { growthProfileCrudSchemas, kcProfileCrudSchemas, plantVarietyCrudSchemas } from '../crop-profiles';
import { crudEndpoints } from './crud';

/** Growth profiles, Kc profiles and plant varieties (settings permissions): the shared CRUD routes. */
export const cropProfilesEndpoints = {
  growth: crudEndpoints('/api/growth-profiles', 'settings', growthProfileCrudSchemas),
  kc: crudEndpoints('/api/kc-profiles', 'settings', kcProfileCrudSchemas),
  varieties: crudEndpoints('/api/plant-varieties', 'settings', plantVarietyCrudSchemas),
} as const;
