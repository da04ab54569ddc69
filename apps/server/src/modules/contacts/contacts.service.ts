import type { ContactRequestRow } from '@rayyan/db';
import type { ContactList, ContactListQuery, ContactRecord, ContactRequest, ContactStatus } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { sheetColumnsOf } from '../../shared/sheet-columns';
import type { ContactRepository } from './contact.repository';

/** Most rows one export writes: a guard against an unbounded file, far above a real inbox. */
export const CONTACT_EXPORT_MAX_ROWS = 10_000;

/** The API shape of a stored request. */
export function contactRecord(row: ContactRequestRow): ContactRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    country: row.country,
    farm_area_feddan: row.farmAreaFeddan,
    farm_type: row.farmType,
    message: row.message,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const CSV_COLUMNS: (keyof ContactRecord)[] = [
  'created_at', 'status', 'name', 'email', 'phone', 'company', 'country', 'farm_area_feddan', 'farm_type', 'language', 'message',
];

/** Columns of the .xlsx export, English headers (cells are text, never formulas). */
export const CONTACT_SHEET_COLUMNS = sheetColumnsOf<ContactRecord>([
  { header: 'Received', value: (r) => r.created_at.slice(0, 16).replace('T', ' '), width: 18 },
  ['Status', 'status', 11], ['Name', 'name', 22], ['Email', 'email', 28], ['Phone Number', 'phone', 17], ['Company Name', 'company', 24],
  ['Country', 'country', 14], ['Farm Area (feddan)', 'farm_area_feddan', 12], ['Farm Type', 'farm_type', 10], ['Language', 'language', 10],
  ['Message', 'message', 60],
]);

/** RFC 4180 field; a leading = + - @ is prefixed with ' so spreadsheets never run it as a formula. */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV of contact requests, with a BOM so spreadsheet programs read Arabic text as UTF-8. */
export function contactsCsv(records: ContactRecord[]): string {
  const lines = [CSV_COLUMNS.join(','), ...records.map((record) => CSV_COLUMNS.map((column) => csvField(record[column])).join(','))];
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** Contact requests: visitors send them, super admins follow them up. */
export function createContactsService({ contacts }: { contacts: ContactRepository }) {
  const exportRecords = async (query: Pick<ContactListQuery, 'status' | 'search'>): Promise<ContactRecord[]> => {
    const { rows } = await contacts.list({ status: query.status, search: query.search }, { limit: CONTACT_EXPORT_MAX_ROWS, offset: 0 });
    return rows.map(contactRecord);
  };
  return {
    /**
     * Stores a request. A filled honeypot (`website`) is a bot: it is stored flagged as spam and the
     * caller answers exactly as for a real request, so bots learn nothing and no real request is lost.
     */
    async submit(request: ContactRequest, language: string | null): Promise<void> {
      const { website, ...fields } = request;
      await contacts.insert({ ...fields, language, isSpam: Boolean(website && website.trim() !== '') });
    },
    async list(query: ContactListQuery): Promise<ContactList> {
      const { rows, total } = await contacts.list(
        { status: query.status, search: query.search },
        { limit: query.page_size, offset: (query.page - 1) * query.page_size },
      );
      return { count: total, page: query.page, page_size: query.page_size, results: rows.map(contactRecord) };
    },
    /** Every matching request (newest first), for the exports. */
    exportRecords,
    /** Every matching request as CSV (newest first). */
    async exportCsv(query: Pick<ContactListQuery, 'status' | 'search'>): Promise<string> {
      return contactsCsv(await exportRecords(query));
    },
    async setStatus(id: string, status: ContactStatus): Promise<ContactRecord> {
      const row = await contacts.updateStatus(id, status);
      if (!row) throw new AppError('not_found', 404);
      return contactRecord(row);
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
