import { useState } from 'react';
import { Fieldset, MultiSelect, NumberInput, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { ASSET_OWNERSHIPS, ASSET_STATES, ASSET_TYPES, assetsEndpoints, type AssetRecord, type AssetType } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { AssetAttributeFields, attributeBody, attributeDraft, type AttributeDraft } from './asset-attribute-fields';
import { ASSETS_QUERY_KEY, useAssetFarms, useAssetNetwork, useFarmFields } from './assets-api';

type Coordinate = number | null;
interface AssetDraft {
  type: AssetType;
  farm_id: string | null;
  code: string;
  name: string;
  ownership: string;
  state: string;
  feeds_asset_id: string | null;
  notes: string;
  /** A point's place, or a pipe's first point. */
  lat: Coordinate;
  lng: Coordinate;
  /** A pipe's last point. */
  to_lat: Coordinate;
  to_lng: Coordinate;
  /** A stored pipe's vertices between its ends, kept as drawn. */
  between: number[][];
  attributes: AttributeDraft;
  crop_field_ids: string[];
  tree_field_ids: string[];
}

function draftFrom(asset: AssetRecord | null, farmId: string | null): AssetDraft {
  const type = asset?.type ?? 'water_source';
  const g = asset?.geometry;
  const line = g?.type === 'LineString' ? g.coordinates : null;
  const first = g?.type === 'Point' ? g.coordinates : line?.[0];
  const last = line?.at(-1);
  return {
    type,
    farm_id: asset?.farm_id ?? farmId,
    code: asset?.code ?? '',
    name: asset?.name ?? '',
    ownership: asset?.ownership ?? 'owned',
    state: asset?.state ?? 'working',
    feeds_asset_id: asset?.feeds_asset_id ?? null,
    notes: asset?.notes ?? '',
    lng: first?.[0] ?? null,
    lat: first?.[1] ?? null,
    to_lng: last?.[0] ?? null,
    to_lat: last?.[1] ?? null,
    between: line ? line.slice(1, -1) : [],
    attributes: attributeDraft(type, asset?.attributes),
    crop_field_ids: asset?.crop_field_ids ?? [],
    tree_field_ids: asset?.tree_field_ids ?? [],
  };
}

/** The place as GeoJSON: a pipe's line from its ends (and kept vertices), a point, or none when left blank. */
function geometryOf(d: AssetDraft) {
  if (d.type === 'pipe') return { type: 'LineString', coordinates: [[d.lng, d.lat], ...d.between, [d.to_lng, d.to_lat]] };
  if (d.lat === null && d.lng === null) return null;
  return { type: 'Point', coordinates: [d.lng, d.lat] };
}

function bodyFrom(d: AssetDraft, editing: boolean) {
  const body = {
    code: d.code,
    name: d.name,
    ownership: d.ownership,
    state: d.state,
    feeds_asset_id: d.feeds_asset_id,
    notes: d.notes,
    geometry: geometryOf(d),
    attributes: attributeBody(d.type, d.attributes),
    crop_field_ids: d.type === 'valve' || d.type === 'pivot' ? d.crop_field_ids : [],
    tree_field_ids: d.type === 'valve' ? d.tree_field_ids : [],
  };
  return editing ? body : { ...body, type: d.type, farm_id: d.farm_id ?? undefined };
}

/** Create or edit an asset: its type (fixed once saved), farm, state, upstream asset, place, the fields it serves and its type's details. */
export function AssetForm({ asset, farmId, onDone }: { asset: AssetRecord | null; farmId?: string | null; onDone: () => void }) {
  const editing = asset !== null;
  const { draft, set, setDraft, errors, frame, t } = useRecordForm(
    resourceForm({ name: 'asset', endpoints: assetsEndpoints, queryKey: ASSETS_QUERY_KEY, ns: 'assets', saved: 'saved', codeFields: { duplicate_code: 'code' }, draft: (a: AssetRecord | null) => draftFrom(a, farmId ?? null), body: (d: AssetDraft) => bodyFrom(d, editing) }),
    asset,
    onDone,
  );
  // An attribute's message stops applying once it is changed (until the next submit's messages).
  const [edited, setEdited] = useState<{ of: typeof errors; keys: string[] }>({ of: errors, keys: [] });
  const editedKeys = edited.of === errors ? edited.keys : [];
  const attributeErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => !editedKeys.includes(key)));
  const changeAttribute = (key: string, value: AttributeDraft[string]) => {
    setEdited({ of: errors, keys: [...editedKeys, `attributes.${key}`, 'attributes'] });
    setDraft((d) => ({ ...d, attributes: { ...d.attributes, [key]: value } }));
  };
  const farms = useAssetFarms();
  const fields = useFarmFields(draft.farm_id);
  const network = useAssetNetwork(draft.farm_id);
  const upstream = (network.data?.assets ?? []).filter((a) => a.id !== asset?.id).map((a) => ({ value: a.id, label: `${a.code} · ${a.name} (${t(`types.${a.type}`)})` }));
  const options = (values: readonly string[], group: string) => values.map((v) => ({ value: v, label: t(`${group}.${v}`) }));

  const select = (key: 'type' | 'farm_id' | 'ownership' | 'state' | 'feeds_asset_id', data: { value: string; label: string }[], change: (v: string | null) => Partial<AssetDraft>, opts: { required?: boolean; disabled?: boolean } = {}) => (
    <Select
      label={t(`fields.${key === 'type' ? 'type' : key === 'farm_id' ? 'farm' : key}`)}
      data={data}
      value={draft[key]}
      onChange={(v) => setDraft((d) => ({ ...d, ...change(v) }))}
      required={opts.required}
      clearable={!opts.required}
      allowDeselect={!opts.required}
      searchable
      disabled={opts.disabled}
      error={errors[key]}
      data-testid={`asset-form-${key}`}
    />
  );
  const coordinate = (key: 'lat' | 'lng' | 'to_lat' | 'to_lng', label: string) => (
    <NumberInput
      label={label}
      value={draft[key] ?? ''}
      onChange={(v) => set(key)(typeof v === 'number' ? v : null)}
      decimalScale={6}
      required={draft.type === 'pipe'}
      dir="ltr"
      data-testid={`asset-form-${key}`}
    />
  );
  const pipe = draft.type === 'pipe';

  return (
    <ResourceForm {...frame} submitLabel={editing ? undefined : t('add')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('type', options(ASSET_TYPES, 'types'), (v) => ({ type: v as AssetType, attributes: attributeDraft(v as AssetType), between: [] }), { required: true, disabled: editing })}
        {select('farm_id', farms.options, (v) => ({ farm_id: v, feeds_asset_id: null, crop_field_ids: [], tree_field_ids: [] }), { required: true, disabled: editing })}
        <TextInput label={t('fields.code')} value={draft.code} onChange={(e) => set('code')(e.currentTarget.value)} error={errors.code} required dir="auto" data-testid="asset-form-code" />
        <TextInput label={t('fields.name')} value={draft.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required dir="auto" data-testid="asset-form-name" />
        {select('ownership', options(ASSET_OWNERSHIPS, 'ownerships'), (v) => ({ ownership: v ?? 'owned' }), { required: true })}
        {select('state', options(ASSET_STATES, 'states'), (v) => ({ state: v ?? 'working' }), { required: true })}
      </SimpleGrid>
      {select('feeds_asset_id', upstream, (v) => ({ feeds_asset_id: v }), { disabled: !draft.farm_id })}
      <Fieldset legend={t('fields.place')} variant="unstyled" p={0}>
        <SimpleGrid cols={{ base: 2, sm: pipe ? 4 : 2 }}>
          {coordinate('lat', t(pipe ? 'fields.from_lat' : 'fields.lat'))}
          {coordinate('lng', t(pipe ? 'fields.from_lng' : 'fields.lng'))}
          {pipe && coordinate('to_lat', t('fields.to_lat'))}
          {pipe && coordinate('to_lng', t('fields.to_lng'))}
        </SimpleGrid>
        {Object.entries(errors)
          .filter(([k]) => k === 'geometry' || k.startsWith('geometry.'))
          .slice(0, 1)
          .map(([k, message]) => (
            <Text key={k} c="red" size="xs" mt={4} role="alert" data-testid="asset-form-geometry-error">
              {message}
            </Text>
          ))}
      </Fieldset>
      {draft.type === 'valve' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect label={t('fields.crop_field_ids')} data={fields.crop} value={draft.crop_field_ids} onChange={set('crop_field_ids')} error={errors.crop_field_ids} searchable data-testid="asset-form-crop-fields" />
          <MultiSelect label={t('fields.tree_field_ids')} data={fields.tree} value={draft.tree_field_ids} onChange={set('tree_field_ids')} error={errors.tree_field_ids} searchable data-testid="asset-form-tree-fields" />
        </SimpleGrid>
      )}
      {draft.type === 'pivot' && (
        <Select
          label={t('fields.pivot_field')}
          data={fields.crop}
          value={draft.crop_field_ids[0] ?? null}
          onChange={(v) => set('crop_field_ids')(v ? [v] : [])}
          error={errors.crop_field_ids}
          clearable
          searchable
          data-testid="asset-form-pivot-field"
        />
      )}
      <AssetAttributeFields type={draft.type} draft={draft.attributes} errors={attributeErrors} onChange={changeAttribute} />
      <Textarea label={t('fields.notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={errors.notes} dir="auto" autosize minRows={2} data-testid="asset-form-notes" />
    </ResourceForm>
  );
}
