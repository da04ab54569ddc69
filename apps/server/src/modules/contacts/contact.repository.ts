import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { contactRequests, type ContactRequestRow, type Db } from '@rayyan/db';
import type { ContactRequest, ContactStatus } from '@rayyan/contracts';

export interface NewContact extends Omit<ContactRequest, 'website'> {
  language: string | null;
  isSpam: boolean;
}

export interface ContactFilter {
  status?: ContactStatus;
  search?: string;
}

/** Reads and writes contact requests. Spam is stored but never listed. */
export interface ContactRepository {
  insert(contact: NewContact): Promise<ContactRequestRow>;
  list(filter: ContactFilter, page: { limit: number; offset: number }): Promise<{ rows: ContactRequestRow[]; total: number }>;
  updateStatus(id: string, status: ContactStatus): Promise<ContactRequestRow | undefined>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Drizzle implementation of ContactRepository. */
export function createContactRepository(db: Db): ContactRepository {
  const where = ({ status, search }: ContactFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [eq(contactRequests.isSpam, false)];
    if (status) conditions.push(eq(contactRequests.status, status));
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      conditions.push(
        or(ilike(contactRequests.name, pattern), ilike(contactRequests.email, pattern), ilike(contactRequests.company, pattern), ilike(contactRequests.phone, pattern)),
      );
    }
    return and(...conditions);
  };

  return {
    async insert(contact) {
      const [row] = await db
        .insert(contactRequests)
        .values({
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          company: contact.company,
          country: contact.country,
          farmAreaFeddan: contact.farm_area_feddan,
          farmType: contact.farm_type,
          message: contact.message,
          language: contact.language,
          isSpam: contact.isSpam,
        })
        .returning();
      return row!;
    },
    async list(filter, { limit, offset }) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db.select().from(contactRequests).where(condition).orderBy(desc(contactRequests.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(contactRequests).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async updateStatus(id, status) {
      const [row] = await db
        .update(contactRequests)
        .set({ status })
        .where(and(eq(contactRequests.id, id), eq(contactRequests.isSpam, false)))
        .returning();
      return row;
    },
  };
}
