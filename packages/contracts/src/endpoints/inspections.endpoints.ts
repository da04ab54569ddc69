import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import { evaluationQuerySchema, evaluationSchema, inspectionFormSchema, inspectionFormCrudSchemas, projectCrudSchemas } from '../inspections';
import { crudEndpoints } from './crud';

/** The RPW programme (issue #16): projects by region and their inspection forms, under the pests and diseases permissions. */
export const inspectionsEndpoints = {
  projects: crudEndpoints('/api/rpw-projects', 'pests_and_diseases', projectCrudSchemas),
  forms: {
    ...crudEndpoints('/api/inspection-forms', 'pests_and_diseases', inspectionFormCrudSchemas),
    /** Submits a draft; a submitted form is final (400 on its status otherwise). */
    submit: endpoint({ method: 'POST', path: '/api/inspection-forms/:id/submit/', params: idParamsSchema, response: inspectionFormSchema, access: 'pests_and_diseases:edit' }),
  },
  /** The programme's projects and regions compared over a period (Evaluation, the tree super admin's menu). */
  evaluation: endpoint({ method: 'GET', path: '/api/evaluation/', query: evaluationQuerySchema, response: evaluationSchema, access: 'pests_and_diseases:view' }),
} as const;
