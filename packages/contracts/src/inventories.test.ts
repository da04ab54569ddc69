import { describe, expect, it } from 'vitest';
import { createTransactionSchema, stockStatus } from './inventories';

describe('stock status (spec 4: low items, out of stock)', () => {
  it('is out at zero, low at or under the threshold, ok above it', () => {
    expect(stockStatus(0, 10)).toBe('out');
    expect(stockStatus(0.5, 10)).toBe('low');
    expect(stockStatus(10, 10)).toBe('low');
    expect(stockStatus(10.001, 10)).toBe('ok');
    expect(stockStatus(3, 0)).toBe('ok');
  });
});

describe('a posted transaction', () => {
  const item_id = '6f1c1b1e-5d0a-4c4e-9a55-3f3c2a1b0c9d';
  it('takes a quantity of at least a thousandth, of type in or out', () => {
    expect(createTransactionSchema.safeParse({ item_id, transaction_type: 'out', quantity: 0.001 }).success).toBe(true);
    const zero = createTransactionSchema.safeParse({ item_id, transaction_type: 'out', quantity: 0 });
    expect(zero.error?.issues[0]?.message).toBe('quantity_positive');
    expect(createTransactionSchema.safeParse({ item_id, transaction_type: 'adjustment', quantity: 1 }).success).toBe(false);
    expect(createTransactionSchema.safeParse({ item_id, transaction_type: 'in', quantity: 1, unit: 'ton' }).success).toBe(false);
  });
});
