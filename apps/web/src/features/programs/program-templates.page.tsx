import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programTemplatesEndpoints, type TemplateRecord } from '@rayyan/contracts';
import { PermissionButton } from '../../app/permissions/permission-button';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';
import { ActivateForm } from './activate-form';
import { TEMPLATES_QUERY_KEY, useLocalTitle } from './programs-api';
import { TemplateForm } from './template-form';

/** `/programs/templates`: programme templates (built with the task builder) and their activation on fields (issue #14). */
function ProgramTemplatesPage() {
  const { t } = useTranslation('programs');
  const [activating, setActivating] = useState<TemplateRecord | null>(null);
  const title = useLocalTitle();
  return (
    <>
      <ResourceListPage<TemplateRecord>
        endpoints={programTemplatesEndpoints}
        queryKey={TEMPLATES_QUERY_KEY}
        testId="templates"
        names={listNames(t, { ...nounKeys('template', { intro: true }), add: 'builder.add' })}
        exportPrefix="program-templates"
        rowTestKey={() => null}
        minWidth={760}
        drawer={{ size: 'xl' }}
        columns={[
          { header: t('builder.name'), cell: (p) => <NameCell name={title.template(p)} /> },
          { header: t('builder.crop'), cell: (p) => <span dir="auto">{p.crop}</span> },
          { header: t('steps'), cell: (p) => p.tasks.length },
          { header: t('activations'), cell: (p) => p.activations_count },
        ]}
        rowName={(p) => title.template(p)}
        rowActions={(p) => (
          <PermissionButton permission={programTemplatesEndpoints.activate.access} size="xs" variant="light" onClick={() => setActivating(p)} aria-label={`${t('activate')}: ${title.template(p)}`} data-testid="template-activate">
            {t('activate')}
          </PermissionButton>
        )}
        form={(template, onDone) => <TemplateForm template={template} onDone={onDone} />}
      />
      <SideDrawer opened={!!activating} onClose={() => setActivating(null)} title={t('activate')} testId="activate-drawer">
        {activating && <ActivateForm template={activating} onDone={() => setActivating(null)} />}
      </SideDrawer>
    </>
  );
}

export const Component = withLazyNamespaces(['programs', 'inventories'], ProgramTemplatesPage);
