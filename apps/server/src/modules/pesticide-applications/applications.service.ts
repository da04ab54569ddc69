import { APPLICATION_MAX_AHEAD_HOURS, V, type CreatePesticideApplication, type PesticideApplicationListQuery, type PesticideApplicationRecord, type UpdatePesticideApplication } from '@rayyan/contracts';
import { pesticideApplications } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { createRecordService, type Actor, type RecordServiceDeps } from '../../shared/record-service';
import type { ApplicationWeatherLookup } from './application-weather';
import type { ApplicationRepository } from './application.repository';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 400, fields);
type Written = Pick<PesticideApplicationRecord, 'pesticide_id' | 'field_kind' | 'field_id' | 'applied_at'> & { task_id?: string | null; operator_user_id?: string | null };

/**
 * Pesticide applications, scoped to the caller's organisation. A write names a product of the registry, a field and
 * (optionally) a task on that field and a user of the organisation, dated at most a day ahead; the weather of the
 * application's hour and its spray verdict are stored with it (again when its time or field changes).
 */
export function createApplicationsService(deps: Omit<RecordServiceDeps<ApplicationRepository>, 'entity' | 'table'> & { clock: Clock; weatherAt: ApplicationWeatherLookup }) {
  const { clock, weatherAt, records } = deps;
  const kit = createRecordService<PesticideApplicationRecord, CreatePesticideApplication, UpdatePesticideApplication, PesticideApplicationListQuery, ApplicationRepository>(
    { ...deps, entity: 'pesticide_application', table: pesticideApplications },
    {
      checkWrite: async (orgId, value, repo) => {
        const v = value as Written;
        if (Date.parse(v.applied_at) > clock.now().getTime() + APPLICATION_MAX_AHEAD_HOURS * 3_600_000) throw invalid({ applied_at: V.applied_at_future });
        if (!(await repo.pesticideExists(orgId, v.pesticide_id))) throw invalid({ pesticide_id: V.pesticide_unknown });
        if (!(await repo.farmOfField(orgId, v.field_kind, v.field_id))) throw invalid({ field_id: V.application_field_unknown });
        if (v.task_id && !(await repo.taskOnField(orgId, v.task_id, v.field_id))) throw invalid({ task_id: V.application_task_unknown });
        if (v.operator_user_id && !(await repo.userExists(orgId, v.operator_user_id))) throw invalid({ operator_user_id: V.invalid_choice });
      },
    },
  );
  /** The weather snapshot of a field's farm at an instant (null for an unknown field: the write's check refuses it). */
  const weatherOf = async (orgId: string, kind: 'crop' | 'tree', fieldId: string, appliedAt: string) => {
    const farmId = await records.farmOfField(orgId, kind, fieldId);
    return farmId ? weatherAt(orgId, farmId, appliedAt) : null;
  };
  return {
    ...kit,
    async create(actor: Actor, input: CreatePesticideApplication) {
      const weather = await weatherOf(actor.orgId, input.field_kind, input.field_id, input.applied_at);
      return kit.create(actor, { ...input, weather } as CreatePesticideApplication);
    },
    async update(actor: Actor, id: string, patch: UpdatePesticideApplication) {
      if (patch.applied_at === undefined && patch.field_id === undefined && patch.field_kind === undefined) return kit.update(actor, id, patch);
      const before = await kit.get(actor.orgId, id);
      const field = { field_kind: patch.field_kind ?? before.field_kind, field_id: patch.field_id ?? before.field_id };
      const weather = await weatherOf(actor.orgId, field.field_kind, field.field_id, patch.applied_at ?? before.applied_at);
      return kit.update(actor, id, { ...patch, ...field, weather } as UpdatePesticideApplication);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
