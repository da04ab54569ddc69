import { useTranslation } from 'react-i18next';
import { farmOwnersEndpoints, type FarmOwnerRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { useListColumns } from '../../app/ui/list/list-columns';
import { FARM_OWNERS_QUERY_KEY, gmtLabel } from './farm-owners-api';
import { FarmOwnerForm } from './farm-owner-form';

/** `/farm-owners`: farm owners with search, pages, export, form and delete. */
export function Component() {
  const { t } = useTranslation('people');
  const nf = useFormat().number({ maximumFractionDigits: 5 });
  const column = useListColumns<FarmOwnerRecord>(t, 'owner_fields.');
  return (
    <ResourceListPage<FarmOwnerRecord>
      endpoints={farmOwnersEndpoints}
      queryKey={FARM_OWNERS_QUERY_KEY}
      testId="owners"
      names={listNames(t, nounKeys('owner'))}
      exportPrefix="farm-owners"
      minWidth={860}
      columns={[
        column.name('name'),
        column.text('contact'),
        column.ltr('phone'),
        column.ltr('email'),
        { header: t('owner_fields.center'), cell: (o) => <span dir="ltr">{nf.format(o.center_lat)}, {nf.format(o.center_lng)}</span> },
        { header: t('owner_fields.gmt_offset'), cell: (o) => <span dir="ltr">{gmtLabel(o.gmt_offset)}</span> },
      ]}
      rowName={(o) => o.name}
      form={(owner, onDone) => <FarmOwnerForm owner={owner} onDone={onDone} />}
    />
  );
}
