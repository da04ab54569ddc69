import { and, count, eq } from 'drizzle-orm';
import type { INVENTORY_ITEM_CATEGORIES, QUANTITY_UNITS } from '@rayyan/contracts';
import type { Db } from './database';
import { farms, treeFields } from './geography.schema';
import { inventories, inventoryItems, inventoryStock, inventoryTransactions, suppliers } from './inventories.schema';

type Category = (typeof INVENTORY_ITEM_CATEGORIES)[number];
type Unit = (typeof QUANTITY_UNITS)[number];

interface DemoItem {
  en: string;
  ar: string;
  category: Category;
  unit: Unit;
  low: number;
  ai?: string;
  phi?: number;
}

/**
 * One item's season in one store: bought `daysAgo` days before today from a supplier, used `use` at a time every
 * `every` days, bought again `restockDaysAgo`, counted once (the count finds `countDiff` more or less).
 */
interface DemoFlow {
  store: string;
  item: string;
  supplier: string;
  buy: number;
  cost: number;
  daysAgo: number;
  use: number;
  every: number;
  note: string;
  restock?: { daysAgo: number; quantity: number; cost: number };
  count?: { daysAgo: number; diff: number; reason: string };
}

interface DemoInventories {
  items: DemoItem[];
  suppliers: { name: string; contact: string; phone: string; country: string; leadTime: number; items: string[] }[];
  stores: { name: string; farmCode: string; fieldCode?: string }[];
  flows: DemoFlow[];
}

/** The palm and citrus organisation: Al-Ahsa palms (fertiliser, RPW control, pollination, bagging, drip spares) and Delta citrus. */
const PALM: DemoInventories = {
  items: [
    { en: 'NPK 20-20-20', ar: 'سماد مركب 20-20-20', category: 'fertiliser', unit: 'kg', low: 100 },
    { en: 'Potassium sulphate', ar: 'سلفات البوتاسيوم', category: 'fertiliser', unit: 'kg', low: 150 },
    { en: 'Imidacloprid 35% SC', ar: 'إيميداكلوبريد 35%', category: 'pesticide', unit: 'liter', low: 5, ai: 'Imidacloprid', phi: 21 },
    { en: 'RPW pheromone lures', ar: 'فرمونات سوسة النخيل الحمراء', category: 'other', unit: 'packet', low: 10 },
    { en: 'Male palm pollen', ar: 'حبوب لقاح ذكور النخيل', category: 'other', unit: 'gram', low: 500 },
    { en: 'Bunch bags', ar: 'أكياس تغطية العذوق', category: 'packaging', unit: 'packet', low: 20 },
    { en: 'Drip emitters 8 L/h', ar: 'نقاطات 8 لتر/ساعة', category: 'spare_part', unit: 'dozen', low: 10 },
    { en: 'Diesel', ar: 'ديزل', category: 'fuel', unit: 'liter', low: 200 },
    { en: 'Abamectin 1.8% EC', ar: 'أبامكتين 1.8%', category: 'pesticide', unit: 'liter', low: 4, ai: 'Abamectin', phi: 7 },
    { en: 'Calcium nitrate', ar: 'نترات الكالسيوم', category: 'fertiliser', unit: 'kg', low: 100 },
  ],
  suppliers: [
    { name: 'Al-Jazira Agricultural Supplies', contact: 'Fahad Al-Otaibi', phone: '+966135800100', country: 'SA', leadTime: 5, items: ['NPK 20-20-20', 'Potassium sulphate', 'Imidacloprid 35% SC', 'RPW pheromone lures', 'Male palm pollen', 'Bunch bags'] },
    { name: 'Saudi Drip Irrigation Co.', contact: 'Omar Haddad', phone: '+966138200200', country: 'SA', leadTime: 10, items: ['Drip emitters 8 L/h'] },
    { name: 'Al-Ahsa Fuel Station', contact: 'Saleh Al-Mulla', phone: '+966135300300', country: 'SA', leadTime: 1, items: ['Diesel'] },
    { name: 'Delta Agro-Chem', contact: 'Hany Mostafa', phone: '+20482200400', country: 'EG', leadTime: 7, items: ['Abamectin 1.8% EC', 'Calcium nitrate'] },
  ],
  stores: [
    { name: 'Al-Ahsa main store', farmCode: 'AHSA-01' },
    { name: 'Khalas Block A store', farmCode: 'AHSA-01', fieldCode: 'AHSA-01-A' },
    { name: 'Delta Citrus store', farmCode: 'DELTA-01' },
  ],
  flows: [
    { store: 'Al-Ahsa main store', item: 'NPK 20-20-20', supplier: 'Al-Jazira Agricultural Supplies', buy: 1500, cost: 4.2, daysAgo: 150, use: 120, every: 14, note: 'Fertigation round', restock: { daysAgo: 70, quantity: 1000, cost: 4.5 }, count: { daysAgo: 30, diff: -25, reason: 'Torn bag found at the monthly count' } },
    { store: 'Al-Ahsa main store', item: 'Potassium sulphate', supplier: 'Al-Jazira Agricultural Supplies', buy: 800, cost: 5.1, daysAgo: 120, use: 90, every: 21, note: 'Before kimri stage' },
    { store: 'Al-Ahsa main store', item: 'Imidacloprid 35% SC', supplier: 'Al-Jazira Agricultural Supplies', buy: 40, cost: 95, daysAgo: 140, use: 4, every: 20, note: 'RPW trunk injection' },
    { store: 'Al-Ahsa main store', item: 'RPW pheromone lures', supplier: 'Al-Jazira Agricultural Supplies', buy: 60, cost: 38, daysAgo: 130, use: 8, every: 14, note: 'Lure change on the trap round' },
    { store: 'Al-Ahsa main store', item: 'Diesel', supplier: 'Al-Ahsa Fuel Station', buy: 3000, cost: 0.75, daysAgo: 150, use: 400, every: 10, note: 'Pump and tractor', restock: { daysAgo: 60, quantity: 3000, cost: 0.75 } },
    { store: 'Al-Ahsa main store', item: 'Drip emitters 8 L/h', supplier: 'Saudi Drip Irrigation Co.', buy: 80, cost: 14, daysAgo: 100, use: 6, every: 15, note: 'Broken drips replaced' },
    { store: 'Khalas Block A store', item: 'Male palm pollen', supplier: 'Al-Jazira Agricultural Supplies', buy: 6000, cost: 0.35, daysAgo: 110, use: 900, every: 4, note: 'Pollination of Khalas Block A' },
    { store: 'Khalas Block A store', item: 'Bunch bags', supplier: 'Al-Jazira Agricultural Supplies', buy: 90, cost: 22, daysAgo: 90, use: 15, every: 6, note: 'Bagging of Khalas Block A' },
    { store: 'Delta Citrus store', item: 'Abamectin 1.8% EC', supplier: 'Delta Agro-Chem', buy: 30, cost: 180, daysAgo: 120, use: 3, every: 18, note: 'Citrus rust mite spray' },
    { store: 'Delta Citrus store', item: 'Calcium nitrate', supplier: 'Delta Agro-Chem', buy: 1000, cost: 16, daysAgo: 100, use: 100, every: 14, note: 'Fertigation of Valencia orange', count: { daysAgo: 20, diff: 10, reason: 'Unrecorded return from the field' } },
  ],
};

/** The pivot organisation at Toshka: seed, fertiliser, crop protection, fuel and pivot spares. */
const PIVOT: DemoInventories = {
  items: [
    { en: 'Wheat seed Sakha 95', ar: 'تقاوي قمح سخا 95', category: 'seed', unit: 'kg', low: 500 },
    { en: 'Urea 46%', ar: 'يوريا 46%', category: 'fertiliser', unit: 'kg', low: 1000 },
    { en: 'Mono-ammonium phosphate', ar: 'فوسفات أحادي الأمونيوم', category: 'fertiliser', unit: 'kg', low: 500 },
    { en: 'Lambda-cyhalothrin 5% EC', ar: 'لامبدا سيهالوثرين 5%', category: 'pesticide', unit: 'liter', low: 10, ai: 'Lambda-cyhalothrin', phi: 14 },
    { en: 'Alfalfa seed Siwa', ar: 'تقاوي برسيم حجازي سيوة', category: 'seed', unit: 'kg', low: 100 },
    { en: 'Diesel', ar: 'ديزل', category: 'fuel', unit: 'liter', low: 2000 },
    { en: 'Pivot sprinkler nozzles', ar: 'رشاشات الري المحوري', category: 'spare_part', unit: 'dozen', low: 5 },
  ],
  suppliers: [
    { name: 'Misr Fertilizers Trading', contact: 'Ahmed Salem', phone: '+20225700500', country: 'EG', leadTime: 7, items: ['Urea 46%', 'Mono-ammonium phosphate', 'Lambda-cyhalothrin 5% EC'] },
    { name: 'Upper Egypt Seeds Co.', contact: 'Mahmoud Fathy', phone: '+20972300600', country: 'EG', leadTime: 14, items: ['Wheat seed Sakha 95', 'Alfalfa seed Siwa'] },
    { name: 'Aswan Fuel Station', contact: 'Karim Nour', phone: '+20972300700', country: 'EG', leadTime: 2, items: ['Diesel'] },
    { name: 'Valley Irrigation Egypt', contact: 'Sherif Adel', phone: '+20223800800', country: 'EG', leadTime: 21, items: ['Pivot sprinkler nozzles'] },
  ],
  stores: [
    { name: 'Toshka central store', farmCode: 'TOSHKA-A' },
    { name: 'Toshka fuel depot', farmCode: 'TOSHKA-A' },
  ],
  flows: [
    { store: 'Toshka central store', item: 'Wheat seed Sakha 95', supplier: 'Upper Egypt Seeds Co.', buy: 8500, cost: 18, daysAgo: 40, use: 4000, every: 3, note: 'Sowing of Pivot 1 (wheat)' },
    { store: 'Toshka central store', item: 'Urea 46%', supplier: 'Misr Fertilizers Trading', buy: 12000, cost: 9.5, daysAgo: 140, use: 1100, every: 9, note: 'Fertigation through the pivot', restock: { daysAgo: 45, quantity: 8000, cost: 10.2 }, count: { daysAgo: 15, diff: -50, reason: 'Wet bags discarded at the count' } },
    { store: 'Toshka central store', item: 'Mono-ammonium phosphate', supplier: 'Misr Fertilizers Trading', buy: 4000, cost: 21, daysAgo: 45, use: 700, every: 7, note: 'Starter fertiliser at sowing' },
    { store: 'Toshka central store', item: 'Lambda-cyhalothrin 5% EC', supplier: 'Misr Fertilizers Trading', buy: 60, cost: 240, daysAgo: 120, use: 12, every: 25, note: 'Armyworm spray' },
    { store: 'Toshka central store', item: 'Alfalfa seed Siwa', supplier: 'Upper Egypt Seeds Co.', buy: 1200, cost: 85, daysAgo: 60, use: 1100, every: 30, note: 'Overseeding of Pivot 2' },
    { store: 'Toshka central store', item: 'Pivot sprinkler nozzles', supplier: 'Valley Irrigation Egypt', buy: 30, cost: 210, daysAgo: 110, use: 3, every: 20, note: 'Worn nozzles replaced' },
    { store: 'Toshka fuel depot', item: 'Diesel', supplier: 'Aswan Fuel Station', buy: 20000, cost: 12.25, daysAgo: 150, use: 1800, every: 7, note: 'Pivot generators and tractors', restock: { daysAgo: 75, quantity: 20000, cost: 13.5 } },
  ],
};

const DAY_MS = 86_400_000;

interface SimulatedLine {
  type: 'in' | 'out' | 'adjustment';
  quantity: number;
  after: number;
  cost: number | null;
  supplier: boolean;
  at: Date;
  note: string;
}

/** One flow's history from its purchase to today: a withdrawal that the store could not give is skipped, as the server would refuse it. */
export function simulateFlow(flow: DemoFlow, today: Date): { lines: SimulatedLine[]; quantity: number; cost: number } {
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS + 8 * 3_600_000);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const lines: SimulatedLine[] = [];
  let held = 0;
  let cost = 0;
  const buy = (quantity: number, unitCost: number, daysAgo: number) => {
    cost = held === 0 ? unitCost : Math.round(((held * cost + quantity * unitCost) / (held + quantity)) * 100) / 100;
    held = round(held + quantity);
    lines.push({ type: 'in', quantity, after: held, cost: unitCost, supplier: true, at: at(daysAgo), note: 'Purchase' });
  };
  buy(flow.buy, flow.cost, flow.daysAgo);
  for (let daysAgo = flow.daysAgo - 1; daysAgo >= 1; daysAgo--) {
    if (flow.restock && daysAgo === flow.restock.daysAgo) buy(flow.restock.quantity, flow.restock.cost, daysAgo);
    if (flow.count && daysAgo === flow.count.daysAgo) {
      const counted = Math.max(0, round(held + flow.count.diff));
      lines.push({ type: 'adjustment', quantity: round(counted - held), after: counted, cost: null, supplier: false, at: at(daysAgo), note: flow.count.reason });
      held = counted;
    }
    if ((flow.daysAgo - daysAgo) % flow.every === 0 && held >= flow.use) {
      held = round(held - flow.use);
      lines.push({ type: 'out', quantity: flow.use, after: held, cost, supplier: false, at: at(daysAgo), note: flow.note });
    }
  }
  return { lines, quantity: held, cost };
}

/**
 * The demo stores of an organisation, once (an organisation that has inventory items is left as it is): items,
 * suppliers, stores on its farms, and a season of purchases, withdrawals and counts relative to `today`.
 */
async function seedOrganisation(tx: Db, orgId: string, data: DemoInventories, userId: string | null, today: Date, created: { any: boolean }): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.orgId, orgId));
  if ((existing?.n ?? 0) > 0) return;
  const itemRows = await tx
    .insert(inventoryItems)
    .values(data.items.map((i) => ({ orgId, nameEn: i.en, nameAr: i.ar, category: i.category, unit: i.unit, lowStockThreshold: i.low, activeIngredient: i.ai ?? null, preHarvestIntervalDays: i.phi ?? null })))
    .returning({ id: inventoryItems.id, name: inventoryItems.nameEn });
  const itemId = new Map(itemRows.map((r) => [r.name, r.id]));
  const supplierRows = await tx
    .insert(suppliers)
    .values(data.suppliers.map((s) => ({ orgId, name: s.name, contactName: s.contact, phone: s.phone, country: s.country, leadTimeDays: s.leadTime, itemIds: s.items.map((n) => itemId.get(n)!) })))
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierId = new Map(supplierRows.map((r) => [r.name, r.id]));
  const storeId = new Map<string, string>();
  for (const store of data.stores) {
    const [farm] = await tx.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.code, store.farmCode)));
    if (!farm) continue;
    const [field] = store.fieldCode ? await tx.select({ id: treeFields.id }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.code, store.fieldCode))) : [];
    const [row] = await tx.insert(inventories).values({ orgId, farmId: farm.id, treeFieldId: field?.id ?? null, name: store.name }).returning({ id: inventories.id });
    storeId.set(store.name, row!.id);
  }
  for (const flow of data.flows) {
    const inventoryId = storeId.get(flow.store);
    const item = itemId.get(flow.item)!;
    if (!inventoryId) continue;
    const { lines, quantity, cost } = simulateFlow(flow, today);
    await tx.insert(inventoryStock).values({ orgId, inventoryId, itemId: item, quantity, unitCost: cost, insertedAt: lines[0]!.at, updatedAt: lines.at(-1)!.at });
    await tx.insert(inventoryTransactions).values(
      lines.map((l) => ({
        orgId,
        inventoryId,
        itemId: item,
        transactionType: l.type,
        quantity: l.quantity,
        quantityAfter: l.after,
        unitCost: l.cost,
        supplierId: l.supplier ? supplierId.get(flow.supplier)! : null,
        note: l.note,
        userId,
        createdAt: l.at,
      })),
    );
  }
  created.any = true;
}

/** Inventories of both demo organisations (issue #14). */
export async function seedDemoInventories(tx: Db, orgIds: { tree: string; crop: string }, managers: { tree: string | null; crop: string | null }, created: { any: boolean }, today = new Date()): Promise<void> {
  await seedOrganisation(tx, orgIds.tree, PALM, managers.tree, today, created);
  await seedOrganisation(tx, orgIds.crop, PIVOT, managers.crop, today, created);
}
