/** Time as a port, so services and limiters can be tested with a controllable clock. */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };
