import type { AssetRecord, AssetType } from '@rayyan/contracts';

/** One line of the flow view: an asset, how deep it sits below its source, and the fields it waters. */
export interface FlowLine {
  asset: AssetRecord;
  depth: number;
}

/** Sources first (water, then power), then the rest of the unfed assets, each group by code. */
const ROOT_ORDER: AssetType[] = ['water_source', 'electricity_source'];
const rootRank = (a: AssetRecord) => {
  const rank = ROOT_ORDER.indexOf(a.type);
  return rank === -1 ? ROOT_ORDER.length : rank;
};

/**
 * The farm's network as an ordered tree, flattened depth first: each unfed asset (a source, or an asset whose upstream
 * is missing) and below it the assets it feeds, by code. Each asset is listed once, those of a loop (which the server
 * refuses, but stored data might hold) after the rest.
 */
export function flowLines(assets: readonly AssetRecord[]): FlowLine[] {
  const ids = new Set(assets.map((a) => a.id));
  const children = new Map<string, AssetRecord[]>();
  for (const a of assets) {
    if (a.feeds_asset_id && ids.has(a.feeds_asset_id)) children.set(a.feeds_asset_id, [...(children.get(a.feeds_asset_id) ?? []), a]);
  }
  const byCode = (x: AssetRecord, y: AssetRecord) => x.code.localeCompare(y.code);
  const roots = assets.filter((a) => !a.feeds_asset_id || !ids.has(a.feeds_asset_id)).sort((x, y) => rootRank(x) - rootRank(y) || byCode(x, y));
  const lines: FlowLine[] = [];
  const seen = new Set<string>();
  const visit = (asset: AssetRecord, depth: number) => {
    if (seen.has(asset.id)) return;
    seen.add(asset.id);
    lines.push({ asset, depth });
    for (const child of [...(children.get(asset.id) ?? [])].sort(byCode)) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  // Assets in a loop (no unfed asset above them) are listed after, from the first by code.
  for (const rest of [...assets].sort(byCode)) visit(rest, 0);
  return lines;
}

/** The assets that water a field: those serving it, then each one's upstream assets up to the source (nearest first). */
export function wateringChain(assets: readonly AssetRecord[], fieldId: string): AssetRecord[][] {
  const byId = new Map(assets.map((a) => [a.id, a]));
  return assets
    .filter((a) => a.crop_field_ids.includes(fieldId) || a.tree_field_ids.includes(fieldId))
    .sort((x, y) => x.code.localeCompare(y.code))
    .map((serving) => {
      const chain: AssetRecord[] = [];
      for (let a: AssetRecord | undefined = serving; a && !chain.includes(a); a = a.feeds_asset_id ? byId.get(a.feeds_asset_id) : undefined) chain.push(a);
      return chain;
    });
}

/** Colour of each type on the map and in the flow view. */
export const ASSET_COLORS: Record<AssetType, string> = {
  water_source: '#1864ab',
  pump: '#5f3dc4',
  flow_meter: '#0c8599',
  pipe: '#1c7ed6',
  valve: '#e67700',
  pivot: '#c2255c',
  machinery: '#495057',
  camera: '#343a40',
  electricity_source: '#f08c00',
  electricity_meter: '#d9480f',
  fertigator: '#2b8a3e',
};
