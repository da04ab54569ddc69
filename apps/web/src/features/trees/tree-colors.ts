/**
 * Colours of the trees' categories on the grid and the dashboard (health: the hues of the list's badges, HEALTH_COLORS
 * of tree-cells): one palette, so a state looks the same everywhere.
 */
export const CATEGORY_COLORS = {
  health: { healthy: '#40c057', infected: '#e03131', treated_or_healing: '#f76707', recently_healed: '#0ca678', dead: '#495057' },
  spot: { planted: '#2f9e44', empty: '#ffe066', valve: '#1971c2', stone_soil: '#868e96', water_pipe: '#22b8cf', water_pump: '#7048e8', occupied: '#e8590c', road: '#343a40' },
  drips: { all_working: '#40c057', some_broken: '#e03131', some_blocked: '#f59f00', broken_and_blocked: '#9c36b5', no_drips: '#adb5bd' },
  gender: { female: '#d6336c', male: '#1c7ed6', unknown: '#adb5bd' },
  productive: { yes: '#2f9e44', no: '#adb5bd' },
  age: { under_1: '#b2f2bb', '1_3': '#8ce99a', '3_6': '#51cf66', '6_10': '#2f9e44', over_10: '#2b8a3e', unknown: '#adb5bd' },
  irrigation: { adequate: '#40c057', stressed: '#f76707', dry: '#e03131', over_wetted: '#1c7ed6', no_advice: '#ced4da', no_palm: '#868e96' },
} as const;

/** Varieties in order of their code (the most common first); the last colour is for every variety after them. */
export const VARIETY_COLORS = ['#2f9e44', '#1971c2', '#e8590c', '#9c36b5', '#f59f00', '#0c8599', '#c2255c', '#5c940d', '#364fc7', '#868e96'];
