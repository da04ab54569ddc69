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

  it('puts row 1 on the north side and column 1 at the west of rows running east, like the grid screen north up', () => {
    const frame = gridFrame(block(0), 10, 40);
    expect(frame.bearing).toBeCloseTo(90, 6);
    expect(frame.row[1]).toBeLessThan(0); // the next row lies south
    expect(frame.column[0]).toBeGreaterThan(0); // the next column lies east
    expect(frame.origin[1]).toBeCloseTo(LAT + 190 / 111_320, 7); // half a row (10 m) inside the north edge
    expect(frame.origin[0]).toBeCloseTo(49.6 + 5 / kx, 7); // half a column (5 m) inside the west edge
  });

  it('honours a stored row direction: rows along the bearing, row 1 on its left, spacing over the turned extent', () => {
    // Rows running north over the 400 m × 200 m block: 40 columns over its 200 m, 10 rows over its 400 m.
    const north = gridFrame(block(0), 10, 40, 0);
    expect(north.bearing).toBe(0);
    expect(north.column[0]).toBeCloseTo(0, 12);
    expect(north.column[1] * 111_320).toBeCloseTo(5, 6);
    expect(north.row[0] * kx).toBeCloseTo(40, 6); // row 2 lies east of row 1
    expect(north.row[1]).toBeCloseTo(0, 12);
    // Rows running west: column 1 at the east edge, row 1 on the south side.
    const west = gridFrame(block(0), 10, 40, 270);
    expect(west.origin[0]).toBeCloseTo(49.6 + 395 / kx, 7);
    expect(west.origin[1]).toBeCloseTo(LAT + 10 / 111_320, 7);
    // A bearing of 30° over the block turned 30° from east (its long edge at bearing 60°) steps columns along 30°.
    const turned = gridFrame(block(30), 10, 40, 30);
    expect((Math.atan2(turned.column[0] * kx, turned.column[1] * 111_320) * 180) / Math.PI).toBeCloseTo(30, 2); // kx here is taken at 25.4°, the frame's at the border's mean latitude
    // The points follow the stored direction.
    const points = treePoints(block(0), { rows: 1, columns: 2, health_states: ['healthy'], health: '00' }, 0);
    expect(points[1]!.lat).toBeGreaterThan(points[0]!.lat);
    expect(points[1]!.lng).toBeCloseTo(points[0]!.lng, 9);
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
