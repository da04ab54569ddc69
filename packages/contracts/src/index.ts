export * from './constants';
export * from './roles';
export * from './errors';
export * from './auth';
export * from './menu';
export * from './routes';
export * from './users';
