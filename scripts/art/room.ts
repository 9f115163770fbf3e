// One-point perspective room for the placeholder art: projects 3D points to the
// 800x600 canvas, draws walls, floors in each material and shaded boxes (props).
export const W = 800;
export const H = 600;
/** The room's front cross-section, wider than the canvas so its corners fall outside the picture. */
const FX0 = -140,
  FX1 = 940,
  FY0 = -90,
  FY1 = 690;
/** Eye-to-front-plane distance in scene units; sets how deep a tile looks. */
const FOCAL = 900;

export interface Camera {
  vx: number;
  vy: number /** back wall scale, 0.38 (deep room) .. 0.6 (shallow) */;
  s: number;
}

export type Pt = [number, number];
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);
export const pts = (p: Pt[]): string => p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
export const poly = (p: Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;

export class Room {
  readonly depth: number;
  constructor(readonly cam: Camera) {
    this.depth = FOCAL * (1 / cam.s - 1);
  }
  /** Scale at depth z (0 front plane, 1 back wall). */
  k(z: number): number {
    return 1 / (1 + z * (1 / this.cam.s - 1));
  }
  /** Screen point of front-plane coordinates (x, y) pushed back to depth z. */
  p(x: number, y: number, z: number): Pt {
    const k = this.k(z);
    return [this.cam.vx + (x - this.cam.vx) * k, this.cam.vy + (y - this.cam.vy) * k];
  }
  get x0(): number {
    return FX0;
  }
  get x1(): number {
    return FX1;
  }
  get top(): number {
    return FY0;
  }
  get floor(): number {
    return FY1;
  }
  /** z step that matches a given size in scene units, for square tiles. */
  zOf(units: number): number {
    return units / this.depth;
  }

  shell(c: { wall: string; side: string; ceiling: string; floor: string }): string {
    const b = (x: number, y: number): Pt => this.p(x, y, 1);
    return [
      poly([[FX0, FY0], [FX1, FY0], b(FX1, FY0), b(FX0, FY0)], c.ceiling),
      poly([[FX0, FY0], b(FX0, FY0), b(FX0, FY1), [FX0, FY1]], c.side),
      poly([[FX1, FY0], b(FX1, FY0), b(FX1, FY1), [FX1, FY1]], c.side),
      poly([b(FX0, FY0), b(FX1, FY0), b(FX1, FY1), b(FX0, FY1)], c.wall),
      poly([[FX0, FY1], [FX1, FY1], b(FX1, FY1), b(FX0, FY1)], c.floor),
    ].join('');
  }

  /** Skirting boards where the walls meet the floor, drawn over the finished floor. */
  baseboards(color: string): string {
    const h = 26;
    return (
      this.backRect(FX0, FX1, FY1 - h, FY1, color) +
      this.sideRect(FX0, 0, 1, FY1 - h, FY1, shade(color, -0.08)) +
      this.sideRect(FX1, 0, 1, FY1 - h, FY1, shade(color, -0.08))
    );
  }

  /** Recessed ceiling light panels down the room. */
  ceilingLights(): string {
    return [0.15, 0.45, 0.8]
      .map((z) =>
        poly(
          [this.p(250, FY0, z), this.p(550, FY0, z), this.p(550, FY0, z + 0.08), this.p(250, FY0, z + 0.08)],
          '#fffdf4',
        ),
      )
      .join('');
  }

  /** Floor quad between x-range and depth-range. */
  floorQuad(xa: number, xb: number, za: number, zb: number, fill: string, extra = ''): string {
    return poly([this.p(xa, FY1, za), this.p(xb, FY1, za), this.p(xb, FY1, zb), this.p(xa, FY1, zb)], fill, extra);
  }

  /**
   * Planks running away from the viewer: board lines toward the vanishing point,
   * staggered end joints and every third board in a second tone so it reads as wood.
   */
  planks(o: {
    width: number;
    length: number;
    tones: [string, string];
    line: string;
    zFrom?: number;
    sawtooth?: boolean;
  }): string {
    const zFrom = o.zFrom ?? 0;
    const rows = Math.ceil(this.depth / o.length) + 1;
    const dz = this.zOf(o.length);
    let shade = '';
    let lines = '';
    let board = 0;
    for (let x = FX0; x < FX1; x += o.width, board++) {
      const a = this.p(x, FY1, zFrom),
        b = this.p(x, FY1, 1);
      lines += `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
      const offset = o.sawtooth ? (board % 2) * 0.5 : ((board * 37) % 10) / 10;
      for (let r = -1; r < rows; r++) {
        const z = (r + offset) * dz;
        if (z <= zFrom || z >= 1) continue;
        const e0 = this.p(x, FY1, z),
          e1 = this.p(x + o.width, FY1, z);
        lines += `M${r1(e0[0])} ${r1(e0[1])}L${r1(e1[0])} ${r1(e1[1])}`;
        if ((board * 5 + r * 3) % 7 < 2) {
          const z2 = Math.min(1, z + dz);
          shade += this.floorQuad(x, x + o.width, z, z2, (board + r) % 2 ? o.tones[0] : o.tones[1]);
        }
      }
    }
    return `${shade}<path d="${lines}" stroke="${o.line}" stroke-width="1.2" fill="none" opacity=".55"/>`;
  }

  /** Square tiles (or carpet tiles) with grout lines; checker shading optional. */
  tiles(o: { size: number; grout: string; alt?: string; zFrom?: number; width?: number }): string {
    const zFrom = o.zFrom ?? 0;
    const dz = this.zOf(o.size);
    let lines = '';
    let shade = '';
    let col = 0;
    for (let x = FX0; x < FX1; x += o.size, col++) {
      const a = this.p(x, FY1, zFrom),
        b = this.p(x, FY1, 1);
      lines += `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
      if (o.alt) {
        for (let z = 0, row = 0; z < 1; z += dz, row++) {
          if (z + dz > zFrom && (col + row) % 2 === 0)
            shade += this.floorQuad(x, x + o.size, Math.max(z, zFrom), Math.min(1, z + dz), o.alt);
        }
      }
    }
    for (let z = Math.ceil(zFrom / dz) * dz; z < 1; z += dz) {
      const a = this.p(FX0, FY1, z),
        b = this.p(FX1, FY1, z);
      lines += `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
    }
    return `${shade}<path d="${lines}" stroke="${o.grout}" stroke-width="${o.width ?? 1.6}" fill="none"/>`;
  }

  /**
   * A box standing in the room: x/y in front-plane units (y grows downward,
   * floor at this.floor), z from front to back. Faces the eye can see are drawn
   * with a light top and a darker side.
   */
  box(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    c: string,
    top?: string,
    side?: string,
    extra = '',
  ): string {
    const { vx, vy } = this.cam;
    // Soft contact shadow under anything standing on the floor.
    let out =
      y1 >= FY1 - 1
        ? this.floorQuad(x0 - 14, x1 + 14, Math.max(0, z0 - 0.012), z1 + 0.025, '#1b1206', ' opacity=".14"')
        : '';
    if (x1 < vx)
      out += poly(
        [this.p(x1, y0, z0), this.p(x1, y0, z1), this.p(x1, y1, z1), this.p(x1, y1, z0)],
        side ?? shade(c, -0.18),
      );
    if (x0 > vx)
      out += poly(
        [this.p(x0, y0, z0), this.p(x0, y0, z1), this.p(x0, y1, z1), this.p(x0, y1, z0)],
        side ?? shade(c, -0.18),
      );
    if (y0 > vy)
      out += poly(
        [this.p(x0, y0, z0), this.p(x1, y0, z0), this.p(x1, y0, z1), this.p(x0, y0, z1)],
        top ?? shade(c, 0.16),
      );
    if (y1 < vy)
      out += poly([this.p(x0, y1, z0), this.p(x1, y1, z0), this.p(x1, y1, z1), this.p(x0, y1, z1)], shade(c, -0.1));
    out += poly([this.p(x0, y0, z0), this.p(x1, y0, z0), this.p(x1, y1, z0), this.p(x0, y1, z0)], c, extra);
    return out;
  }

  /** A flat rectangle on the back wall, in front-plane units. */
  backRect(x0: number, x1: number, y0: number, y1: number, fill: string, extra = ''): string {
    return poly([this.p(x0, y0, 1), this.p(x1, y0, 1), this.p(x1, y1, 1), this.p(x0, y1, 1)], fill, extra);
  }

  /** A flat quad on a side wall (x = this.x0 or this.x1) between depths and heights. */
  sideRect(x: number, z0: number, z1: number, y0: number, y1: number, fill: string, extra = ''): string {
    return poly([this.p(x, y0, z0), this.p(x, y0, z1), this.p(x, y1, z1), this.p(x, y1, z0)], fill, extra);
  }
}

/** Lighten (amount > 0) or darken a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const t = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(t)));
  });
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
