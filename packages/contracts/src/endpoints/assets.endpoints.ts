import { endpoint } from '../endpoint';
import { assetListQuerySchema, assetNetworkQuerySchema, assetNetworkSchema, assetSchema, createAssetSchema, updateAssetSchema } from '../assets';
import { crudEndpoints } from './crud';

/** Assets (issue #15) under the assets management permissions: the records and a farm's whole network. */
export const assetsEndpoints = {
  ...crudEndpoints('/api/assets', 'assets', { record: assetSchema, create: createAssetSchema, update: updateAssetSchema, query: assetListQuerySchema }),
  /** Every asset of one farm with its place, upstream asset and fields, for the map and the flow view; another organisation's farm is not found. */
  network: endpoint({ method: 'GET', path: '/api/assets/network/', query: assetNetworkQuerySchema, response: assetNetworkSchema, access: 'assets:view' }),
};
