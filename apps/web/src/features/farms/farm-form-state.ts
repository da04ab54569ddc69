import type { BoundaryGeometry, FarmingType, LatLng, Pivot } from '@rayyan/contracts';

/** i18n keys (namespace `geo`) of the spec's form messages (spec 5 and 8). */
export const FORM_MESSAGES = {
  drawFarmBefore: { title: 'msg.draw_farm_before', body: 'msg.draw_borders_hint' },
  drawFieldBefore: { title: 'msg.draw_field_before', body: 'msg.draw_borders_hint' },
  finishStepOne: { title: 'msg.finish_step_one', body: 'msg.draw_borders_hint' },
  restOfDetails: { title: 'msg.rest_of_details', body: null },
  chooseFarmFirst: { title: 'msg.choose_farm_first', body: 'msg.select_farm' },
} as const;
export type FormMessage = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

/**
 * The farm form state of spec point 3, one reducer for the farm and the field wizards:
 * step 0 choose the farm (fields only), step 1 draw or upload the border, step 2 details.
 */
export interface GeoFormState {
  target: 'farm' | 'field';
  step: 0 | 1 | 2;
  org_id: string | null;
  farming_type: FarmingType | null;
  farm_id: string | null;
  farm_code: string | null;
  field_id: string | null;
  marker_name: string | null;
  center: LatLng | null;
  zoom: number | null;
  farm_geo: BoundaryGeometry | null;
  field_geo: BoundaryGeometry | null;
  /** A center pivot drawn with the circle tool (crop fields). */
  pivot: Pivot | null;
  icon: string | null;
  message: FormMessage | null;
}

export type GeoFormAction =
  | { type: 'choose_farm'; farm: { id: string; code: string; farming_type: FarmingType; center: LatLng; zoom: number; geometry: BoundaryGeometry } | null }
  | { type: 'set_border'; geometry: BoundaryGeometry | null; center?: LatLng | null; zoom?: number | null; pivot?: Pivot | null; name?: string | null }
  | { type: 'next' }
  | { type: 'back' }
  /** The user clicks a step in the step list (opening it directly). */
  | { type: 'open_step'; step: 0 | 1 | 2 }
  /** Step 2 submitted; `complete` says whether the required details are filled in. */
  | { type: 'submit_details'; complete: boolean }
  | { type: 'saved'; id: string }
  | { type: 'dismiss_message' };

/** A stored farm or field being edited: the wizard opens on the border step with everything filled in. */
export interface GeoFormEdit {
  id: string;
  geometry: BoundaryGeometry;
  center?: LatLng | null;
  zoom?: number | null;
  pivot?: Pivot | null;
}

export function initialGeoFormState(init: {
  target: 'farm' | 'field';
  org_id?: string | null;
  farming_type?: FarmingType | null;
  farm?: Parameters<typeof chooseFarm>[1];
  edit?: GeoFormEdit;
}): GeoFormState {
  const base: GeoFormState = {
    target: init.target,
    step: init.target === 'field' ? 0 : 1,
    org_id: init.org_id ?? null,
    farming_type: init.farming_type ?? null,
    farm_id: null,
    farm_code: null,
    field_id: null,
    marker_name: null,
    center: null,
    zoom: null,
    farm_geo: null,
    field_geo: null,
    pivot: null,
    icon: null,
    message: null,
  };
  const start = init.farm ? { ...chooseFarm(base, init.farm), step: 1 as const } : base;
  const edit = init.edit;
  if (!edit) return start;
  if (init.target === 'farm') {
    return { ...start, step: 1, farm_id: edit.id, farm_geo: edit.geometry, center: edit.center ?? start.center, zoom: edit.zoom ?? start.zoom };
  }
  return { ...start, step: 1, field_id: edit.id, field_geo: edit.geometry, pivot: edit.pivot ?? null };
}

/** Whether the border differs from the stored one (an edit sends the border only when it changed). */
export const borderChanged = (state: GeoFormState, stored: BoundaryGeometry | null | undefined): boolean =>
  JSON.stringify(drawnBorder(state)) !== JSON.stringify(stored ?? null);

function chooseFarm(state: GeoFormState, farm: Extract<GeoFormAction, { type: 'choose_farm' }>['farm']): GeoFormState {
  if (!farm) return { ...state, farm_id: null, farm_code: null, farm_geo: null, center: null, zoom: null };
  return { ...state, farm_id: farm.id, farm_code: farm.code, farming_type: farm.farming_type, farm_geo: farm.geometry, center: farm.center, zoom: farm.zoom, message: null };
}

/** The border this wizard draws: the farm's own for the farm form, the field's for the field form. */
export function drawnBorder(state: GeoFormState): BoundaryGeometry | null {
  return state.target === 'farm' ? state.farm_geo : state.field_geo;
}

const missingBorder = (state: GeoFormState): FormMessage => (state.target === 'farm' ? FORM_MESSAGES.drawFarmBefore : FORM_MESSAGES.drawFieldBefore);

export function geoFormReducer(state: GeoFormState, action: GeoFormAction): GeoFormState {
  switch (action.type) {
    case 'choose_farm':
      return chooseFarm(state, action.farm);
    case 'set_border': {
      const extra = { center: action.center === undefined ? state.center : action.center, zoom: action.zoom === undefined ? state.zoom : action.zoom };
      if (state.target === 'farm') return { ...state, ...extra, farm_geo: action.geometry, marker_name: action.name ?? state.marker_name, message: null };
      return { ...state, field_geo: action.geometry, pivot: action.pivot ?? null, marker_name: action.name ?? state.marker_name, message: null };
    }
    case 'next':
      if (state.step === 0) return state.farm_id ? { ...state, step: 1, message: null } : { ...state, message: FORM_MESSAGES.chooseFarmFirst };
      if (state.step === 1) return drawnBorder(state) ? { ...state, step: 2, message: null } : { ...state, message: missingBorder(state) };
      return state;
    case 'back': {
      const first = state.target === 'field' ? 0 : 1;
      return { ...state, step: Math.max(first, state.step - 1) as 0 | 1 | 2, message: null };
    }
    case 'open_step':
      if (action.step <= state.step) return { ...state, step: action.step, message: null };
      if (state.target === 'field' && !state.farm_id) return { ...state, message: FORM_MESSAGES.chooseFarmFirst };
      if (action.step === 2 && !drawnBorder(state)) return { ...state, message: FORM_MESSAGES.finishStepOne };
      return { ...state, step: action.step, message: null };
    case 'submit_details':
      if (!drawnBorder(state)) return { ...state, step: 1, message: missingBorder(state) };
      return action.complete ? { ...state, message: null } : { ...state, message: FORM_MESSAGES.restOfDetails };
    case 'saved':
      return state.target === 'farm' ? { ...state, farm_id: action.id, message: null } : { ...state, field_id: action.id, message: null };
    case 'dismiss_message':
      return { ...state, message: null };
  }
}
