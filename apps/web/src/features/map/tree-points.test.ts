import { describe, expect, it } from 'vitest';
import { gridFrame, treePoints } from './tree-points';

// A 400 m × 200 m block at 25.4° N, its long edge east-west, and the same block turned 30°.
const LAT = 25.4;
const kx = 111_320 * Math.cos((LAT * Math.PI) / 180);
const block = (angleDeg: number) => {
  const a = (angleDeg * Math.PI) / 180;
  const corners = [[0, 0], [400, 0], [400, 200], [0, 200], [0, 0]].map(([x, y]) => [49.6 + (x! * Math.cos(a) - y! * Math.sin(a)) / kx, LAT + (x! * Math.sin(a) + y! * Math.cos(a)) / 111_320]);
  return { type: 'Polygon' as const, coordinates: [corners] };
};
const metres = (d: readonly [number, number]) => Math.hypot(d[0] * kx, d[1] * 111_320);

describe('trees placed on the field grid of the map', () => {
  it('lays rows along the border’s longest edge with the spacing of its extent', () => {
    for (const angle of [0, 30]) {
      const frame = gridFrame(block(angle), 10, 40);
      expect(metres(frame.column)).toBeCloseTo(10, 1); // 400 m / 40 columns
      expect(metres(frame.row)).toBeCloseTo(20, 1); // 200 m / 10 rows
      // The column step runs along the long edge: its direction is the block's angle.
      expect((Math.atan2(frame.column[1] * 111_320, frame.column[0] * kx) * 180) / Math.PI).toBeCloseTo(angle, 3);
    }
  });

  it('gives one point per record, coloured by its health, inside the border; spots without a record have none', () => {
    const points = treePoints(block(0), { rows: 2, columns: 3, health_states: ['healthy', 'infected'], health: '01.000' });
    expect(points).toHaveLength(5);
    expect(points[1]!.color).toBe('#e03131');
    expect(points[0]!.color).toBe('#40c057');
    for (const p of points) {
      expect(p.lng).toBeGreaterThan(49.6);
      expect(p.lng).toBeLessThan(49.6 + 400 / kx);
      expect(p.lat).toBeGreaterThan(LAT);
      expect(p.lat).toBeLessThan(LAT + 200 / 111_320);
    }
  });
});
