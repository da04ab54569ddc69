/** Farm roles of spec point 3, spelled as the product stores them. */
export const FARM_ROLES = [
  'farm_manager',
  'agriculture_engineer',
  'agriculture_manager',
  'irrigation_engineer',
  'irrigation_manager',
  'maintainance_engineer',
  'maintainance_manager',
  'maintainance_technician',
  'quality_engineer',
  'quality_manager',
  'pests_and_diseases_agronomist',
  'expert',
] as const;
export type FarmRole = (typeof FARM_ROLES)[number];

export const USER_TYPES = ['admin', 'normal'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const FARMING_TYPES = ['tree', 'crop'] as const;
export type FarmingType = (typeof FARMING_TYPES)[number];
