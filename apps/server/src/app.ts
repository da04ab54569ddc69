import compress from '@fastify/compress';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_ACCESS_TOKEN_MINUTES, DEFAULT_REFRESH_TOKEN_HOURS } from '@rayyan/contracts';
import { hashPassword, verifyPassword, type Database } from '@rayyan/db';
import type { ServerConfig } from './config';
import { createAuthentication } from './modules/auth';
import type { PasswordHasher } from './modules/auth/auth.service';
import { registerCrashReports } from './modules/crash-reports';
import { registerHealth } from './modules/health';
import { registerGeography } from './modules/geography';
import { registerWeather, type WeatherJobDefinitions } from './modules/weather';
import { createPastWeatherSource, registerIrrigation, type IrrigationJobDefinitions } from './modules/irrigation';
import { registerSatellite, vegetationCoverFor, type SatelliteJobDefinitions } from './modules/satellite';
import { satelliteProviderFromEnv } from './ports/satellite-provider-from-env';
import type { SatelliteProvider } from './ports/satellite';
import { createJobRegistry, type JobRegistry } from './jobs/job-registry';
import { createJobRunsRepository } from './jobs/job-runs.repository';
import { registerJobHousekeeping } from './jobs/housekeeping';
import { registerJobRunRoutes } from './jobs/job-runs.routes';
import type { WeatherJobs } from './modules/weather/weather.service';
import { ManualJobScheduler, type JobScheduler } from './ports/job-scheduler';
import { PgBossJobScheduler } from './ports/pg-boss-job-scheduler';
import type { WeatherProvider } from './ports/weather';
import { weatherProviderFromEnv } from './ports/weather-provider-from-env';
import { SimulatedWeatherProvider } from './ports/simulated-weather';
import { registerCropRotations } from './modules/crop-rotations';
import { registerCropProfiles } from './modules/crop-profiles';
import { registerTrees } from './modules/trees';
import { registerQrLabels, type QrLabelsJobDefinitions } from './modules/qr-labels';
import { registerTreeRecords } from './modules/tree-records';
import { registerFieldApp } from './modules/field-app';
import { ChromiumPdfRenderer, type PdfRenderer } from './ports/pdf-renderer';
import { registerInventories } from './modules/inventories';
import { operatingCostOf, registerPrograms } from './modules/programs';
import { registerReports } from './modules/reports';
import { registerTraps } from './modules/traps';
import { labInputsFor, registerLabSamples } from './modules/lab-samples';
import { registerPests } from './modules/pests';
import { registerPesticides } from './modules/pesticides';
import { registerPesticideApplications } from './modules/pesticide-applications';
import { registerInspections } from './modules/inspections';
import { registerSensors, soilMoistureFor } from './modules/sensors';
import { registerActivityLog } from './modules/activity-log';
import { createContractLimits } from './modules/contract-limits';
import { registerFarmOwners } from './modules/farm-owners';
import { registerLabors } from './modules/labors';
import { registerAssets } from './modules/assets';
import { registerOrganizations } from './modules/organizations';
import { registerPolicies } from './modules/policies';
import { registerUsers } from './modules/users';
import { createAccessSubjectRepository } from './modules/users/access-subject.repository';
import { createUserRepository } from './modules/users/user.repository';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/log-serializers';
import { registerRequestGuards } from './plugins/request-guards';
import { registerOpenApi } from './plugins/openapi';
import { registerPrerenderedPages } from './plugins/prerendered-pages';
import { registerSecurityHeaders, tileOriginsFromEnv } from './plugins/security-headers';
import { registerPermissions } from './plugins/permissions';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerWebApp } from './plugins/web-app';
import { systemClock, type Clock } from './ports/clock';
import { LogMailer, type Mailer } from './ports/mailer';
import { LogNotifier, SlackWebhookNotifier, type Notifier } from './ports/notifier';
import { LocalFolderStorage, uploadsFolder, type FileStorage } from './ports/storage';
import { registerContacts } from './modules/contacts';
import { registerImages } from './modules/images';
import { registerLearningZone } from './modules/learning-zone';
import { registerSiteSettings } from './modules/site-settings';

/** What buildApp needs from the configuration; the JWT secret is already resolved. */
export type AppConfig = Pick<ServerConfig, 'accessTokenMinutes' | 'refreshTokenHours' | 'publicUrl' | 'crashWebhookUrl' | 'webDistDir' | 'dataDir'> & {
  jwtSecret: string;
  /** ALLOWED_ORIGINS (config.ts); absent = none. */
  allowedOrigins?: ServerConfig['allowedOrigins'];
  /** TRUST_PROXY (config.ts); absent = false. */
  trustProxy?: ServerConfig['trustProxy'];
  /** Map tile origins the Content-Security-Policy allows; absent = those of VITE_TILES_STREET / VITE_TILES_SATELLITE. */
  tileOrigins?: string[];
};

/**
 * The configuration of an app that no one reaches from outside (tests, benchmarks, the OpenAPI generator): signed
 * with `jwtSecret`, the default token lifetimes, no public address, crash hook or web build, its files under `dataDir`.
 */
export const offlineAppConfig = (jwtSecret: string, dataDir: string): AppConfig => ({
  jwtSecret,
  accessTokenMinutes: DEFAULT_ACCESS_TOKEN_MINUTES,
  refreshTokenHours: DEFAULT_REFRESH_TOKEN_HOURS,
  publicUrl: undefined,
  crashWebhookUrl: undefined,
  webDistDir: join(dataDir, 'no-web-build'),
  dataDir,
});

/** Side effects the app reaches through ports; tests pass fakes, production gets the defaults. */
export interface AppPorts {
  clock?: Clock;
  mailer?: Mailer;
  notifier?: Notifier;
  passwords?: PasswordHasher;
  /** Uploaded files; defaults to `<dataDir>/uploads`. */
  storage?: FileStorage;
  /** Weather source of the refresh job and of the irrigation balance's past days; defaults to simulated unless WEATHER_PROVIDER=open-meteo. */
  weather?: WeatherProvider;
  /** Imagery of the satellite jobs; defaults to simulated unless SATELLITE_PROVIDER=stac. */
  satellite?: SatelliteProvider;
  /** Background jobs; defaults to pg-boss on the app's database (main.ts starts it); tests run jobs by hand. */
  jobs?: JobScheduler;
  /** Prints HTML to PDF (QR labels); defaults to Debian's Chromium (CHROMIUM_PATH). */
  pdf?: PdfRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job port (pg-boss or by hand): main.ts starts it, close() stops it. */
    jobs: JobScheduler;
    /** The registered background jobs; runs are asked for by definition and recorded in the database. */
    jobRegistry: JobRegistry;
    backgroundJobs: WeatherJobDefinitions & IrrigationJobDefinitions & SatelliteJobDefinitions & QrLabelsJobDefinitions;
    weatherJobs: WeatherJobs;
  }
}

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  ports?: AppPorts;
  logger?: FastifyServerOptions['logger'];
}

/** Request bodies larger than this are refused with 413 (routes may set a smaller limit). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The composition root: wires repositories, services, ports and routes into a Fastify instance. */
export async function buildApp({ database, config, ports = {}, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Zod parses every answer against its contract, but list pages are written from their JSON schema (response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only: without this, text/plain bodies would reach validation as strings.
  app.removeContentTypeParser('text/plain');

  const clock = ports.clock ?? systemClock;
  const passwords = ports.passwords ?? { hash: hashPassword, verify: verifyPassword };
  const mailer = ports.mailer ?? new LogMailer(app.log);
  const notifier =
    ports.notifier ?? (config.crashWebhookUrl ? new SlackWebhookNotifier(config.crashWebhookUrl, { logger: app.log }) : new LogNotifier(app.log));

  const userRepository = createUserRepository(database.db);
  const { auth, registerRoutes: registerAuthRoutes } = createAuthentication({
    database,
    users: userRepository,
    passwords,
    mailer,
    clock,
    jwtSecret: config.jwtSecret,
    accessTokenMinutes: config.accessTokenMinutes,
    refreshTokenHours: config.refreshTokenHours,
    resetLinkOrigins: [...(config.publicUrl ? [config.publicUrl] : []), ...(config.allowedOrigins ?? [])],
  });

  const storage = ports.storage ?? new LocalFolderStorage(uploadsFolder(config.dataDir));

  // CSP, nosniff, referrer policy and (over HTTPS) HSTS on every answer: API, web app, public pages, errors.
  registerSecurityHeaders(app, { tileOrigins: config.tileOrigins ?? tileOriginsFromEnv() });
  registerErrorHandler(app);
  // NUL characters and non-UTF-8 bodies are refused before validation (400 / 415).
  registerRequestGuards(app);
  // Compresses text answers (HTML, JS, CSS, JSON, SVG) of 1 KB or more, brotli or gzip as the browser
  // accepts; images and videos are already compressed and pass unchanged. Global, so it also covers
  // the prerendered pages and the static web build (which serves precompressed .br/.gz files as-is).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
  registerAuth(app, auth);
  registerPermissions(app, createAccessSubjectRepository(database.db));
  await registerOpenApi(app);

  // Every module registers itself from narrow dependencies (modules/<name>/index.ts).
  await registerHealth(app, { database });
  await registerAuthRoutes(app);
  await registerUsers(app, { database, userRepository, passwords, storage, clock });
  // Organisations and their contracts; later modules count their usage against it (fields, area, trees).
  const contractLimits = createContractLimits({ database });
  await registerOrganizations(app, { database, contractLimits, passwords, clock });
  await registerPolicies(app, { database });
  await registerLabors(app, { database, clock });
  await registerAssets(app, { database, clock });
  await registerFarmOwners(app, { database, clock });
  await registerActivityLog(app, { database });
  // Regions, farms, fields and crop seasons; counts against the contract through contractLimits.
  await registerGeography(app, { database, contractLimits, clock });
  // Weather, spray advice, weather alerts and notifications: stored by jobs, read by routes.
  // pg-boss touches the database only once started (main.ts), so apps that never start jobs pay nothing.
  const scheduler = ports.jobs ?? (database.raw ? new PgBossJobScheduler({ connection: database.raw, log: app.log }) : new ManualJobScheduler(app.log));
  app.decorate('jobs', scheduler);
  const jobRuns = createJobRunsRepository(database.db);
  const jobs = createJobRegistry({ scheduler, runs: jobRuns, clock, log: app.log });
  app.decorate('jobRegistry', jobs);
  registerJobHousekeeping(jobs, jobRuns);
  registerJobRunRoutes(app, jobRuns);
  const weather = ports.weather ?? weatherProviderFromEnv();
  const weatherModule = await registerWeather(app, { database, clock, provider: weather, jobs });
  app.decorate('weatherJobs', weatherModule.weatherJobs);
  app.addHook('onClose', () => scheduler.stop());
  // Irrigation advisory of crop fields (FAO-56 water balance): routes and the daily advice job.
  const irrigationModule = await registerIrrigation(app, { database, clock, jobs, weather, labInputs: labInputsFor(database), vegetationCover: vegetationCoverFor(database), soilMoisture: soilMoistureFor(database) });
  // Satellite crop health (issue #13): image dates and index statistics, filled by the refresh and daily jobs.
  // Past weather (observed, or simulated where the provider has none): satellite cover and pesticide applications' hours.
  const pastWeather = createPastWeatherSource({ provider: weather, fallback: new SimulatedWeatherProvider(), clock, log: app.log });
  const satelliteModule = await registerSatellite(app, { database, clock, provider: ports.satellite ?? satelliteProviderFromEnv(), storage, jobs, weather: pastWeather });
  // QR labels of trees (issue #12): exports printed to PDF by a job, one run per export.
  // One browser prints every PDF (labels and reports).
  const pdf = ports.pdf ?? new ChromiumPdfRenderer();
  const qrLabels = registerQrLabels(app, { database, clock, storage, pdf, jobs, secret: config.jwtSecret, linkOrigin: config.publicUrl ?? 'http://localhost:3000' });
  app.decorate('backgroundJobs', { ...weatherModule.definitions, ...irrigationModule.definitions, ...satelliteModule.definitions, ...qrLabels });
  // Crop rotations of crop fields (issue #4): bulk writes, template, export and sheet import.
  await registerCropRotations(app, { database, clock });
  // Plant varieties, growth profiles and KC profiles (settings); the irrigation engine resolves crops to them.
  await registerCropProfiles(app, { database, clock });
  // The tree registry (issue #12): trees of the tree fields' grids, counted against the contracted trees.
  await registerTrees(app, { database, contractLimits, clock });
  // Records from the field (issue #12): pending until reviewed, then applied to their trees.
  registerTreeRecords(app, { database, clock });
  // The field app's offline registry (issue #12): the caller's trees with their labels' tokens.
  registerFieldApp(app, { database, clock, secret: config.jwtSecret });
  await registerInventories(app, { database, clock });
  await registerPrograms(app, { database, clock });
  // Lab samples (issue #17): a soil sample's texture sets its field's soil type, a water sample's EC adds leaching.
  await registerLabSamples(app, {
    database,
    clock,
    storage,
    effects: {
      setSoilType: async (actor, kind, fieldId, soilType) => void (await irrigationModule.irrigation.updateSettings(actor, kind, fieldId, { soil_type: soilType })),
      recalculate: async (orgId, kind, fieldId) => void (await irrigationModule.irrigation.calculate(orgId, kind, fieldId)),
    },
  });
  // Pest traps, their servicing visits and catches (issue #16).
  await registerTraps(app, { database, clock, jobs, webDistDir: config.webDistDir });
  // The pests and diseases catalogue and scouting observations (issue #16).
  await registerPests(app, { database, clock });
  // The pesticides registry (issue #16).
  await registerPesticides(app, { database, clock });
  // Pesticide applications with the hour's weather and the PHI/REI flags (issue #16).
  await registerPesticideApplications(app, { database, clock, pastWeather });
  // The RPW programme's projects and inspection forms (issue #16).
  await registerInspections(app, { database, clock });
  // Ground sensors, device keys, charts and readings over HTTP (issue #15); main.ts starts the MQTT broker.
  await registerSensors(app, { database, clock, jobs, irrigationHistory: (orgId, kind, id, days) => irrigationModule.irrigation.history(orgId, kind, id, days) });
  // Reports over every area and harvest records (issue #17).
  registerReports(app, { database, clock, pdf, webDistDir: config.webDistDir, irrigationHistory: (orgId, kind, id, days) => irrigationModule.irrigation.history(orgId, kind, id, days), operatingCost: operatingCostOf(database) });
  await registerCrashReports(app, { notifier, clock });
  // Public website (issue #6): contact form, learning zone, pricing settings, image optimizer.
  await registerContacts(app, { database, clock });
  const learning = await registerLearningZone(app, { database, storage });
  await registerSiteSettings(app, { database });
  await registerImages(app, { webDistDir: config.webDistDir, storedSource: (path) => learning.imageSource(path), clock });
  registerPrerenderedPages(app, config.webDistDir);
  await registerWebApp(app, config.webDistDir);

  return app;
}
