// Every table of the database, for Drizzle (drizzle.config.ts) and the package's exports; tables live in
// the *.schema.ts files by area, and import what they reference from those files, never from this one.
export * from './core.schema';
export * from './public-site.schema';
export * from './geography.schema';
export * from './crop-rotations.schema';
export * from './weather.schema';
export * from './irrigation.schema';
export * from './crop-profiles.schema';
export * from './sign-in-throttle.schema';
export * from './jobs.schema';
export * from './trees.schema';
export * from './inventories.schema';
export * from './traps.schema';
export * from './satellite.schema';
export * from './qr-labels.schema';
export * from './pests.schema';
export * from './tree-records.schema';
export * from './programs.schema';
export * from './pesticides.schema';
export * from './pesticide-applications.schema';
export * from './inspections.schema';
export * from './harvests.schema';
export * from './sensors.schema';
export * from './assets.schema';
export * from './lab-samples.schema';
