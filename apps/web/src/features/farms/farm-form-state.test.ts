import { describe, expect, it } from 'vitest';
import { resources } from '@rayyan/i18n';
import { FORM_MESSAGES, borderChanged, geoFormReducer, initialGeoFormState, type GeoFormState } from './farm-form-state';

const square = { type: 'Polygon' as const, coordinates: [[[30, 30], [30.01, 30], [30.01, 30.01], [30, 30.01], [30, 30]]] };
const farm = { id: 'f1', code: 'F-1', farming_type: 'tree' as const, center: { lat: 30.005, lng: 30.005 }, zoom: 15, geometry: square };
/** The English and Arabic text of a message key of the `geo` namespace. */
const text = (key: string | null, lang: 'en' | 'ar' = 'en') => key?.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang].geo);

describe('farm form (spec 3, 5, 8)', () => {
  const start = () => initialGeoFormState({ target: 'farm', org_id: 'o1', farming_type: 'tree' });

  it('keeps the spec 3 state in one place, starting at the border step', () => {
    const s = start();
    expect(s.step).toBe(1);
    expect(Object.keys(s)).toEqual(expect.arrayContaining(['org_id', 'farming_type', 'farm_id', 'farm_code', 'field_id', 'marker_name', 'center', 'zoom', 'farm_geo', 'field_geo', 'icon']));
  });

  it('refuses step 2 without a border: "You should draw a farm before" / "Please draw the borders using the map tools"', () => {
    const s = geoFormReducer(start(), { type: 'next' });
    expect(s.step).toBe(1);
    expect(text(s.message!.title)).toBe('You should draw a farm before');
    expect(text(s.message!.body)).toBe('Please draw the borders using the map tools');
    expect(text(s.message!.title, 'ar')).toBeTruthy();
  });

  it('opening step 2 directly says "You Should Finish Step 1 First"', () => {
    const s = geoFormReducer(start(), { type: 'open_step', step: 2 });
    expect(s.step).toBe(1);
    expect(text(s.message!.title)).toBe('You Should Finish Step 1 First');
  });

  it('goes to the details once drawn, and an incomplete submit says "Please enter the rest of the details!"', () => {
    let s: GeoFormState = geoFormReducer(start(), { type: 'set_border', geometry: square, center: { lat: 30.005, lng: 30.005 } });
    expect(s.farm_geo).toEqual(square);
    s = geoFormReducer(s, { type: 'next' });
    expect(s.step).toBe(2);
    expect(s.message).toBeNull();
    s = geoFormReducer(s, { type: 'submit_details', complete: false });
    expect(text(s.message!.title)).toBe('Please enter the rest of the details!');
    s = geoFormReducer(s, { type: 'submit_details', complete: true });
    expect(s.message).toBeNull();
  });

  it('clearing the drawing sends a submit back to step 1 with the draw message', () => {
    let s = geoFormReducer(geoFormReducer(start(), { type: 'set_border', geometry: square }), { type: 'next' });
    s = geoFormReducer(s, { type: 'set_border', geometry: null });
    s = geoFormReducer(s, { type: 'submit_details', complete: true });
    expect(s.step).toBe(1);
    expect(s.message).toBe(FORM_MESSAGES.drawFarmBefore);
  });
});

describe('field form', () => {
  it('step 0 needs a farm: "Please Choose a Farm First!" / "Please select Farm"', () => {
    const s = geoFormReducer(initialGeoFormState({ target: 'field' }), { type: 'next' });
    expect(s.step).toBe(0);
    expect(text(s.message!.title)).toBe('Please Choose a Farm First!');
    expect(text(s.message!.body)).toBe('Please select Farm');
    expect(geoFormReducer(initialGeoFormState({ target: 'field' }), { type: 'open_step', step: 2 }).message).toBe(FORM_MESSAGES.chooseFarmFirst);
  });

  it('with a farm chosen, drawing is required: "You should draw a field before"; a pivot circle is kept', () => {
    let s = geoFormReducer(initialGeoFormState({ target: 'field' }), { type: 'choose_farm', farm });
    expect(s).toMatchObject({ farm_id: 'f1', farm_code: 'F-1', farm_geo: square, farming_type: 'tree' });
    s = geoFormReducer(s, { type: 'next' });
    expect(s.step).toBe(1);
    s = geoFormReducer(s, { type: 'next' });
    expect(text(s.message!.title)).toBe('You should draw a field before');
    s = geoFormReducer(s, { type: 'set_border', geometry: square, pivot: { center: { lat: 30, lng: 30 }, radius_m: 400 } });
    expect(s.field_geo).toEqual(square);
    expect(s.farm_geo).toEqual(square);
    expect(s.pivot).toEqual({ center: { lat: 30, lng: 30 }, radius_m: 400 });
    expect(geoFormReducer(s, { type: 'next' }).step).toBe(2);
  });

  it('a farm given up front starts at the border step', () => {
    expect(initialGeoFormState({ target: 'field', farm }).step).toBe(1);
  });
});

describe('editing a farm or a field (prefilled wizard)', () => {
  const bigger = { type: 'Polygon' as const, coordinates: [[[30, 30], [30.02, 30], [30.02, 30.02], [30, 30.02], [30, 30]]] };

  it('opens a farm on the border step with its border, center and zoom, and can go straight to the details', () => {
    const s = initialGeoFormState({ target: 'farm', org_id: 'o1', farming_type: 'crop', edit: { id: 'f9', geometry: square, center: { lat: 30.005, lng: 30.005 }, zoom: 14 } });
    expect(s).toMatchObject({ step: 1, farm_id: 'f9', farm_geo: square, center: { lat: 30.005, lng: 30.005 }, zoom: 14, message: null });
    expect(borderChanged(s, square)).toBe(false);
    expect(geoFormReducer(s, { type: 'open_step', step: 2 }).step).toBe(2);
    expect(geoFormReducer(s, { type: 'submit_details', complete: true }).message).toBeNull();
  });

  it('notices a redrawn farm border, and a cleared one blocks the details again', () => {
    const s = initialGeoFormState({ target: 'farm', edit: { id: 'f9', geometry: square } });
    const moved = geoFormReducer(s, { type: 'set_border', geometry: bigger });
    expect(borderChanged(moved, square)).toBe(true);
    const cleared = geoFormReducer(s, { type: 'set_border', geometry: null });
    expect(geoFormReducer(cleared, { type: 'next' }).message).toBe(FORM_MESSAGES.drawFarmBefore);
  });

  it('opens a field of a given farm on the border step with its border and pivot, not at "choose the farm"', () => {
    const pivot = { center: { lat: 30.005, lng: 30.005 }, radius_m: 90 };
    const s = initialGeoFormState({ target: 'field', farm, edit: { id: 'c1', geometry: square, pivot } });
    expect(s).toMatchObject({ step: 1, farm_id: 'f1', farm_geo: square, field_id: 'c1', field_geo: square, pivot });
    expect(borderChanged(s, square)).toBe(false);
    expect(geoFormReducer(s, { type: 'next' }).step).toBe(2);
  });
});
