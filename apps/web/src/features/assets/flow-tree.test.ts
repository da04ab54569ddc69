import { describe, expect, it } from 'vitest';
import type { AssetRecord, AssetType } from '@rayyan/contracts';
import { flowLines, wateringChain } from './flow-tree';

const asset = (code: string, type: AssetType, feeds: string | null = null, fields: string[] = []): AssetRecord => ({
  id: `id-${code}`,
  org_id: 'org',
  farm_id: 'farm',
  farm_name: 'Farm',
  type,
  code,
  name: code,
  ownership: 'owned',
  state: 'working',
  geometry: null,
  feeds_asset_id: feeds && `id-${feeds}`,
  feeds_asset_name: feeds,
  attributes: {},
  crop_field_ids: fields,
  tree_field_ids: [],
  notes: null,
  created_at: '',
  updated_at: '',
});

const NETWORK = [
  asset('V2', 'valve', 'MP', ['f2']),
  asset('PV1', 'pivot', 'V1', ['f1']),
  asset('G1', 'electricity_source'),
  asset('MP', 'pipe', 'FM'),
  asset('V1', 'valve', 'MP'),
  asset('W1', 'water_source'),
  asset('T1', 'machinery'),
  asset('FM', 'flow_meter', 'PU'),
  asset('PU', 'pump', 'W1'),
];

describe('the flow view', () => {
  it('lists each source and below it what it feeds, depth first by code; power and unfed assets after the water', () => {
    expect(flowLines(NETWORK).map((l) => `${'.'.repeat(l.depth)}${l.asset.code}`)).toEqual(['W1', '.PU', '..FM', '...MP', '....V1', '.....PV1', '....V2', 'G1', 'T1']);
  });

  it('survives a cycle in stored data, listing each asset once', () => {
    const looped = [asset('A', 'pipe', 'B'), asset('B', 'pipe', 'A'), asset('W', 'water_source')];
    expect(flowLines(looped).map((l) => `${'.'.repeat(l.depth)}${l.asset.code}`)).toEqual(['W', 'A', '.B']);
  });

  it("gives a field's watering assets with their path up to the source", () => {
    expect(wateringChain(NETWORK, 'f1').map((chain) => chain.map((a) => a.code))).toEqual([['PV1', 'V1', 'MP', 'FM', 'PU', 'W1']]);
    expect(wateringChain(NETWORK, 'nothing')).toEqual([]);
  });
});
