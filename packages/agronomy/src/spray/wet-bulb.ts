import { AgronomyInputError, requireInRange } from '../input/agronomy-input-error';
import { psychrometricConstantKPaPerC, saturationVaporPressureKPa } from '../et0/atmosphere';

/**
 * Wet-bulb temperature Tw (°C) of ventilated air, solving the psychrometric relation of FAO-56
 * eq. 15, ea = e°(Tw) − γ (T − Tw), for Tw by bisection. γ is the psychrometric constant of FAO-56
 * eq. 8 (0.665e-3 P, the ventilated-psychrometer value; FAO-56 eq. 16 gives apsy 0.000662 for an
 * Assmann psychrometer) and e° FAO-56 eq. 11; ea = e°(T) RH/100 (FAO-56 eq. 10).
 * Valid for air temperatures above 0 °C (over water); throws AgronomyInputError on impossible input.
 */
export function wetBulbC(airTempC: number, rhPct: number, pressureKPa = 101.3): number {
  const t = requireInRange('airTempC', airTempC, -40, 60, '°C');
  const rh = requireInRange('rhPct', rhPct, 0, 100, '%');
  const p = requireInRange('pressureKPa', pressureKPa, 30, 110, 'kPa');
  const gamma = psychrometricConstantKPaPerC(p);
  // FAO-56 eq. 10: ea = RH/100 · e°(T)
  const ea = (rh / 100) * saturationVaporPressureKPa(t);
  // FAO-56 eq. 15 rearranged: f(Tw) = e°(Tw) − γ (T − Tw) − ea is increasing in Tw, f(T) ≥ 0.
  const f = (tw: number): number => saturationVaporPressureKPa(tw) - gamma * (t - tw) - ea;
  let lo = t - 60;
  let hi = t;
  if (f(lo) > 0) throw new AgronomyInputError('rhPct', 'no wet-bulb solution for this air (too dry and cold)');
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Delta T (°C), the wet-bulb depression T − Tw used for spray timing (good 2-8 °C, marginal 8-10,
 * avoid above 10 and below 2: see the spray reference). Tw from {@link wetBulbC}.
 */
export function deltaT(airTempC: number, rhPct: number, pressureKPa = 101.3): number {
  return airTempC - wetBulbC(airTempC, rhPct, pressureKPa);
}

/**
 * Wet-bulb temperature (°C) from Stull (2011), J. Appl. Meteor. Climatol. 50:2267, eq. 1, an empirical
 * fit at sea-level pressure valid for RH 5-99 % and −20 to 50 °C (±0.3 °C). Offered for comparison.
 */
export function wetBulbStullC(airTempC: number, rhPct: number): number {
  const t = requireInRange('airTempC', airTempC, -20, 50, '°C');
  const rh = requireInRange('rhPct', rhPct, 5, 99, '%');
  // Stull (2011) eq. 1
  return (
    t * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(t + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * rh ** 1.5 * Math.atan(0.023101 * rh) -
    4.686035
  );
}

/** Spray suitability class from Delta T (°C): 'too_low' < 2, 'good' 2-8, 'marginal' 8-10, 'avoid' > 10 (reference spray advice). */
export function deltaTClass(deltaTC: number): 'too_low' | 'good' | 'marginal' | 'avoid' {
  if (deltaTC < 2) return 'too_low';
  if (deltaTC <= 8) return 'good';
  if (deltaTC <= 10) return 'marginal';
  return 'avoid';
}
