import { useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { geographyEndpoints, treesEndpoints, type TreeRecord } from '@rayyan/contracts';
import { useApi } from '../../../app/services';
import { callEndpoint } from '../../../app/api/endpoint-call';
import { useErrorText } from '../../../app/api/use-error-text';
import { useFormat } from '../../../app/i18n/format';
import { PageTitle } from '../../../app/ui/page-title';
import { SideDrawer } from '../../../app/ui/side-drawer';
import { FIELDS_KEY } from '../../map/geo-api';
import { useIrrigationOverview } from '../../fields/next-irrigation';
import { TreeDrawerContent } from '../tree-drawer-content';
import { TREES_QUERY_KEY } from '../trees-api';
import { withTreesI18n } from '../trees-i18n';
import { GridCanvas, type GridCanvasHandle } from './grid-canvas';
import { GridLegend } from './grid-legend';
import { COLOURINGS, NO_RECORD, gridModel, legendOf, painterFor, spotIndex, type Colouring } from './grid-model';
import { createViewStore, GridRuler } from './grid-rulers';
import { GridSelection } from './grid-selection';
import { GridToolbar } from './grid-toolbar';
import type { SpotBox } from './grid-view';
import classes from './tree-grid.module.css';

/** Query key of a field's grid: under the trees' key, so a saved tree or a bulk change redraws it. */
export const gridKey = (fieldId: string) => [...TREES_QUERY_KEY, 'grid', fieldId] as const;

/**
 * `/fields/:id/grid`: a tree field as a spot map (issue #12), every spot of its rows × columns on one canvas, coloured
 * by health state, spot state, drips, the field's irrigation status or variety, with a legend, rulers in the reading
 * direction (Arabic: column 1 on the right), zoom and pan, a click to open a tree, and a box selection to change many
 * trees at once.
 */
function TreeGridPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('trees');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const api = useApi();
  const errorText = useErrorText();
  const nf = useFormat().number();
  const [params, setParams] = useSearchParams();
  const colouring: Colouring = (COLOURINGS as readonly string[]).includes(params.get('colour') ?? '') ? (params.get('colour') as Colouring) : 'health';
  const setColouring = (next: Colouring) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), colour: next }), { replace: true });
  const [box, setBox] = useState<SpotBox | null>(null);
  const [hovered, setHovered] = useState<{ row: number; column: number } | null>(null);
  // A scanned label opens its tree: /fields/:id/grid?row=R&column=C.
  const [opened, setOpened] = useState<{ row: number; column: number } | null>(() => {
    const row = Number(params.get('row'));
    const column = Number(params.get('column'));
    return Number.isInteger(row) && row > 0 && Number.isInteger(column) && column > 0 ? { row, column } : null;
  });
  const canvas = useRef<GridCanvasHandle>(null);
  const viewStore = useMemo(createViewStore, []);

  const field = useQuery({ queryKey: [...FIELDS_KEY, 'one', id], queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.get, { params: { id }, signal }) });
  const grid = useQuery({ queryKey: gridKey(id), queryFn: ({ signal }) => callEndpoint(api, treesEndpoints.grid, { params: { id }, signal }), select: gridModel });
  const overview = useIrrigationOverview(field.data?.farm_id);
  const irrigation = overview?.get(id)?.root_zone_status ?? null;
  const model = grid.data;
  const painter = useMemo(() => model && painterFor(model, colouring, irrigation), [model, colouring, irrigation]);
  const legend = useMemo(() => model && painter && legendOf(model, painter), [model, painter]);
  const tree = useQuery({
    queryKey: [...TREES_QUERY_KEY, 'spot', id, opened?.row, opened?.column],
    queryFn: async ({ signal }): Promise<TreeRecord | null> =>
      (await callEndpoint(api, treesEndpoints.list, { query: { field_id: id, row: opened!.row, column: opened!.column, page_size: 1 }, signal })).results[0] ?? null,
    enabled: opened !== null,
  });
  const varieties = useMemo(() => [...new Set([...(field.data?.varieties ?? []), ...(model?.lists.varieties ?? [])])], [field.data, model]);

  const describe = (spot: { row: number; column: number }) => {
    const place = t('grid.spot', { row: nf.format(spot.row), column: nf.format(spot.column) });
    if (!model) return place;
    const at = spotIndex(model, spot.row, spot.column);
    if (model.health[at] === NO_RECORD) return `${place} · ${t('grid.no_record')}`;
    return `${place} · ${t(`health_states.${model.lists.health_states[model.health[at]!]}`)} · ${t(`spot_states.${model.lists.spot_states[model.spot[at]!]}`)}`;
  };
  const openSpot = (spot: { row: number; column: number }) => {
    if (model && model.health[spotIndex(model, spot.row, spot.column)] !== NO_RECORD) setOpened(spot);
  };

  const title = field.data ? t('grid.title', { code: field.data.code }) : t('grid.title_loading');
  return (
    <Stack gap="md" data-testid="tree-grid-page">
      <Stack gap={4}>
        {field.data && (
          <Anchor component={Link} to={`/fields/${field.data.farm_id}`} size="sm" data-testid="tree-grid-back">
            {t('grid.back_to_farm', { farm: field.data.farm_code })}
          </Anchor>
        )}
        <PageTitle>{title}</PageTitle>
        {field.data && model && (
          <Text size="sm" c="dimmed" mt={-12} data-testid="tree-grid-summary">
            <span dir="auto">{field.data.name}</span> ·{' '}
            {t('grid.summary', { rows: nf.format(model.rows), columns: nf.format(model.columns), count: model.trees, records: nf.format(model.trees) })}
          </Text>
        )}
      </Stack>
      {(grid.isError || field.isError) && (
        <Alert color="red" variant="light" role="alert" data-testid="tree-grid-error">
          {errorText(grid.error ?? field.error)}
        </Alert>
      )}
      {grid.isPending && !grid.isError && (
        <Group justify="center" py="xl">
          <Loader aria-label={t('grid.loading')} />
        </Group>
      )}
      {model && painter && legend && (
        <>
          <GridToolbar colouring={colouring} onColouring={setColouring} canvas={canvas} />
          {colouring === 'irrigation' && (
            <Text size="sm" c="dimmed" data-testid="grid-irrigation-note">
              {irrigation ? t('grid.irrigation_note', { status: t(`grid.irrigation_statuses.${irrigation}`) }) : t('grid.irrigation_none')}
            </Text>
          )}
          <div className={classes.layout}>
            <Stack gap={6} style={{ minWidth: 0 }}>
              <div className={classes.frame} dir={rtl ? 'rtl' : 'ltr'}>
                <div className={classes.corner} />
                <GridRuler axis="columns" grid={model} rtl={rtl} store={viewStore} label={t('grid.column_ruler')} testId="grid-column-ruler" />
                <GridRuler axis="rows" grid={model} rtl={rtl} store={viewStore} label={t('grid.row_ruler')} testId="grid-row-ruler" />
                <div className={classes.map}>
                  <GridCanvas
                    model={model}
                    painter={painter}
                    rtl={rtl}
                    selection={box}
                    label={t('grid.map_label', { code: field.data?.code ?? '', records: nf.format(model.trees) })}
                    onView={viewStore.set}
                    onSpotClick={openSpot}
                    onSelect={setBox}
                    onHover={setHovered}
                    handle={canvas}
                    testId="tree-grid-canvas"
                  />
                </div>
              </div>
              <Text size="sm" c={hovered ? undefined : 'dimmed'} data-testid="grid-status" aria-live="off">
                {hovered ? describe(hovered) : t('grid.hint')}
              </Text>
            </Stack>
            <Stack gap="md">
              <GridLegend colouring={colouring} items={legend.items} noRecord={legend.noRecord} />
              {box && <GridSelection model={model} fieldId={id} box={box} onBox={setBox} varieties={varieties} onOpenSpot={openSpot} />}
            </Stack>
          </div>
        </>
      )}
      <SideDrawer opened={opened !== null} onClose={() => setOpened(null)} title={tree.data?.code ?? t('edit_tree')} testId="tree-drawer">
        {tree.isPending && <Loader size="sm" />}
        {tree.data && <TreeDrawerContent key={tree.data.id} tree={tree.data} onDone={() => setOpened(null)} />}
      </SideDrawer>
    </Stack>
  );
}

export const Component = withTreesI18n(TreeGridPage);
