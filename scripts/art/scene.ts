// Composes one placeholder picture: a setting (room and props), a floor, a work
// stage, light and camera variation, as a small SVG string. No caption is drawn into it:
// pages crop the picture (a 3:4 thumbnail, a 9:16 video poster) and shrink it to a card, so
// words inside would be cut or unreadable; the page shows each picture's words as text.
import { H, Room, W, poly, r1, shade, type Pt } from './room.ts';

export type Setting =
  | 'street'
  | 'lounge'
  | 'corridor'
  | 'backofhouse'
  | 'ballpark'
  | 'church'
  | 'studio'
  | 'lobby'
  | 'office'
  | 'apartment'
  | 'retail'
  | 'kitchen'
  | 'partyroom'
  | 'family';
export type Floor =
  | 'oak'
  | 'lvp'
  | 'laminate'
  | 'sawtooth'
  | 'tileLight'
  | 'tileStone'
  | 'carpetTile'
  | 'carpet'
  | 'rubber'
  | 'concrete';
export type Stage = 'before' | 'prep' | 'install' | 'after';
export type Light = 'day' | 'warm' | 'night';

export interface Shot {
  setting: Setting;
  floor: Floor;
  stage: Stage;
  light: Light;
  /** Zoomed crop on the floor for detail pictures. */
  detail: boolean;
  crowd: boolean;
  /** A "before" picture: the old floor in flat, tired light. */
  dull: boolean;
  /** A metal transition strip across the floor (thresholds, reducers). */
  strip: boolean;
  /** Shop sign text in retail scenes. */
  sign: string;
  /** Variant number: moves the camera so no two shots of one place match. */
  variant: number;
  /** An exterior shot along the river (the riverwalk), not from the ballpark's street side. */
  river: boolean;
}

const NAVY = '#0f2a44';
const ORANGE = '#c2610c';

function floorArt(room: Room, floor: Floor, zFrom = 0): string {
  switch (floor) {
    case 'oak':
      return room.planks({ width: 62, length: 380, tones: ['#a46f3f', '#c48b55'], line: '#5e3b1c', zFrom });
    case 'lvp':
      return room.planks({ width: 70, length: 420, tones: ['#94744f', '#b08d66'], line: '#4d3a26', zFrom });
    case 'laminate':
      return room.planks({ width: 70, length: 400, tones: ['#c09a6b', '#d9b88c'], line: '#7d6240', zFrom });
    case 'sawtooth':
      return room.planks({
        width: 60,
        length: 300,
        tones: ['#7e5a3a', '#9c7550'],
        line: '#3f2a18',
        zFrom,
        sawtooth: true,
      });
    case 'tileLight':
      return room.tiles({ size: 170, grout: '#b3aa9d', alt: '#e2ddd4', zFrom });
    case 'tileStone':
      return room.tiles({ size: 210, grout: '#2e3136', alt: '#52575e', zFrom, width: 1.2 });
    case 'carpetTile':
      return room.tiles({ size: 160, grout: '#4b535c', alt: '#6b747e', zFrom, width: 0.8 });
    case 'carpet':
      return '';
    case 'rubber':
      return '';
    case 'concrete':
      return '';
  }
}

const floorBase: Record<Floor, string> = {
  oak: '#b57d49',
  lvp: '#a2815b',
  laminate: '#cdab7e',
  sawtooth: '#8c6744',
  tileLight: '#d8d2c8',
  tileStone: '#474b51',
  carpetTile: '#5f6872',
  carpet: '#8a7f73',
  rubber: '#2c3034',
  concrete: '#a7a299',
};

/** Walls of each setting: back wall, side walls, ceiling. */
const walls: Record<Setting, [string, string, string]> = {
  street: ['#ede6db', '#d9cfc0', '#f6f2ec'],
  lounge: ['#dfe3e6', '#c9cfd4', '#eef0f1'],
  corridor: ['#e9e4da', '#d8d1c4', '#f3f0ea'],
  backofhouse: ['#cfd3d6', '#b9bfc4', '#e3e5e7'],
  ballpark: ['#dfe3e6', '#c9cfd4', '#eef0f1'],
  church: ['#efe7da', '#ddd2c0', '#f6f1e8'],
  studio: ['#eeeae4', '#dcd6cd', '#f7f5f1'],
  lobby: ['#f1ece4', '#ddd5c9', '#f8f5f0'],
  office: ['#e6e9ec', '#d2d7dc', '#f3f4f6'],
  apartment: ['#efeae2', '#dbd3c7', '#f7f4ef'],
  retail: ['#ece7df', '#d7cfc3', '#f6f3ee'],
  kitchen: ['#f1ede6', '#ddd6cb', '#f8f6f2'],
  partyroom: ['#e9e2d6', '#d6ccbc', '#f4efe7'],
  family: ['#ede6db', '#d9cfc0', '#f6f2ec'],
};

function windowPane(room: Room, x0: number, x1: number, y0: number, y1: number, view: string, bars = 3): string {
  let out = room.backRect(x0, x1, y0, y1, 'url(#sky)') + view;
  for (let i = 1; i < bars; i++) {
    const x = x0 + ((x1 - x0) * i) / bars;
    out += room.backRect(x - 4, x + 4, y0, y1, '#3b4650');
  }
  return (
    out + room.backRect(x0 - 8, x1 + 8, y0 - 8, y0, '#3b4650') + room.backRect(x0 - 8, x1 + 8, y1, y1 + 10, '#3b4650')
  );
}

/** The view through a stadium window: seats, outfield grass and a baseball diamond. */
function diamond(room: Room, x0: number, x1: number, y0: number, y1: number): string {
  const p = (u: number, v: number): Pt => room.p(x0 + (x1 - x0) * u, y0 + (y1 - y0) * v, 1);
  const grass = poly([p(0, 0.38), p(1, 0.38), p(1, 1), p(0, 1)], '#3f8a3a');
  const stripes = [0.5, 0.66, 0.84]
    .map((v) => poly([p(0, v), p(1, v), p(1, v + 0.07), p(0, v + 0.07)], '#4a9a43'))
    .join('');
  const stands =
    poly([p(0, 0.05), p(1, 0.05), p(1, 0.36), p(0, 0.36)], '#23446b') +
    poly([p(0, 0.3), p(1, 0.3), p(1, 0.38), p(0, 0.38)], '#1b2f45');
  const seatRows = [0.1, 0.16, 0.22, 0.28]
    .map((v) => poly([p(0, v), p(1, v), p(1, v + 0.015), p(0, v + 0.015)], '#3a5f8c'))
    .join('');
  // Infield: a diamond seen from behind home plate, wider than deep, with dirt arc, bases and mound.
  const arc = poly([p(0.18, 0.8), p(0.5, 0.52), p(0.82, 0.8), p(0.5, 0.99)], '#b9824f');
  const infieldGrass = poly([p(0.33, 0.8), p(0.5, 0.66), p(0.67, 0.8), p(0.5, 0.93)], '#3f8a3a');
  const lines = `<path d="M${pts2(p(0.5, 0.99))}L${pts2(p(0, 0.53))}M${pts2(p(0.5, 0.99))}L${pts2(p(1, 0.53))}" stroke="#fff" stroke-width="1.5"/>`;
  const base = (u: number, v: number): string => {
    const [x, y] = p(u, v);
    return `<rect x="${r1(x - 3)}" y="${r1(y - 2)}" width="6" height="4" fill="#fff"/>`;
  };
  const [mx, my] = p(0.5, 0.8);
  const mound = `<ellipse cx="${r1(mx)}" cy="${r1(my)}" rx="9" ry="4" fill="#c18c59"/>`;
  return (
    grass +
    stripes +
    stands +
    seatRows +
    arc +
    infieldGrass +
    lines +
    mound +
    base(0.33, 0.8) +
    base(0.5, 0.66) +
    base(0.67, 0.8) +
    base(0.5, 0.95)
  );
}
const pts2 = ([x, y]: Pt): string => `${r1(x)} ${r1(y)}`;

function skyline(room: Room, x0: number, x1: number, y0: number, y1: number): string {
  let out = '';
  const w = (x1 - x0) / 9;
  [0.55, 0.35, 0.7, 0.45, 0.25, 0.6, 0.4, 0.75, 0.5].forEach((h, i) => {
    out += room.backRect(x0 + i * w + 2, x0 + (i + 1) * w - 2, y0 + (y1 - y0) * h, y1, i % 2 ? '#7d8fa3' : '#94a5b6');
  });
  return out;
}

function trees(room: Room, x0: number, x1: number, y0: number, y1: number): string {
  return (
    room.backRect(x0, x1, y0 + (y1 - y0) * 0.55, y1, '#7da36e') +
    room.backRect(x0, x1, y0 + (y1 - y0) * 0.8, y1, '#a9b8a0')
  );
}

function person(room: Room, x: number, z: number, color: string): string {
  const f = room.floor;
  const body = room.box(x - 26, x + 26, f - 300, f - 120, z, z + 0.02, color);
  const legs = room.box(x - 20, x + 20, f - 120, f, z, z + 0.02, '#2b3440');
  const [hx, hy] = room.p(x, f - 335, z);
  const r = 30 * room.k(z);
  return legs + body + `<circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(r)}" fill="#d9a47c"/>`;
}

function props(room: Room, s: Setting, v: number, sign: string, mirrored: boolean): string {
  const f = room.floor;
  const L = room.x0,
    R = room.x1,
    T = room.top;
  const wood = '#7a5535';
  switch (s) {
    case 'street':
      return '';
    case 'lounge':
    case 'ballpark': {
      const glass = windowPane(
        room,
        L + 40,
        R - 40,
        T + 80,
        f - 170,
        diamond(room, L + 40, R - 40, T + 80, f - 170),
        4,
      );
      const bar = room.box(R - 260, R - 60, f - 300, f, 0.15, 0.75, '#2f3a45', '#d9d2c6');
      const tables = [0.3, 0.55]
        .map(
          (z, i) =>
            room.box(
              -20 + i * 240 + (v % 3) * 30,
              70 + i * 240 + (v % 3) * 30,
              f - 320,
              f - 300,
              z,
              z + 0.06,
              '#e6e1d8',
            ) +
            room.box(
              10 + i * 240 + (v % 3) * 30,
              40 + i * 240 + (v % 3) * 30,
              f - 300,
              f,
              z + 0.02,
              z + 0.04,
              '#3a3f45',
            ),
        )
        .reverse()
        .join('');
      return glass + room.backRect(L, R, f - 170, f, '#4a4e54') + bar + tables;
    }
    case 'corridor': {
      let out = '';
      for (let i = 0; i < 4; i++) {
        const z0 = 0.12 + i * 0.22;
        out +=
          room.sideRect(L, z0, z0 + 0.1, T + 250, f, '#1f4a73') +
          room.sideRect(R, z0 + 0.05, z0 + 0.15, T + 250, f, '#1f4a73');
        out += room.sideRect(L, z0 + 0.035, z0 + 0.065, T + 200, T + 235, '#c9a45c');
      }
      const ceiling = [0.2, 0.45, 0.7, 0.95]
        .map((z) => {
          const [x, y] = room.p(400, T, z);
          return `<ellipse cx="${r1(x)}" cy="${r1(y + 6)}" rx="${r1(60 * room.k(z))}" ry="${r1(8 * room.k(z))}" fill="#fffbe8"/>`;
        })
        .join('');
      return (
        out + ceiling + room.backRect(250, 550, T + 260, f, '#8d97a1') + room.backRect(395, 405, T + 260, f, '#5c666f')
      );
    }
    case 'backofhouse': {
      let out = '';
      for (let i = 0; i < 7; i++)
        out +=
          room.backRect(L + 60 + i * 140, L + 190 + i * 140, T + 220, f - 20, i % 2 ? '#3d5a7a' : '#456587') +
          room.backRect(L + 150 + i * 140, L + 170 + i * 140, T + 300, T + 310, '#cfd6dd');
      const bench = room.box(L + 120, R - 120, f - 130, f - 100, 0.55, 0.68, '#a07a52');
      return room.backRect(L, R, f - 18, f, '#2a2e33') + out + bench;
    }
    case 'church': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const x = 120 + i * 220;
        out +=
          room.backRect(x, x + 120, T + 120, T + 440, '#b9d0e4') +
          room.backRect(x + 56, x + 64, T + 120, T + 440, '#8a6a4a');
        const [ax, ay] = room.p(x + 60, T + 120, 1);
        out += `<ellipse cx="${r1(ax)}" cy="${r1(ay)}" rx="${r1(60 * room.k(1))}" ry="${r1(60 * room.k(1))}" fill="#d6b56a"/>`;
      }
      out += room.box(L + 160, R - 160, f - 110, f, 0.9, 0.99, '#6b4a2f', '#8a6a4a');
      for (let r = 5; r >= 0; r--) {
        const z = 0.12 + r * 0.13;
        out +=
          room.box(L + 40, 300, f - 260, f - 100, z + 0.03, z + 0.045, wood) +
          room.box(L + 40, 300, f - 110, f - 90, z, z + 0.05, shade(wood, 0.1));
        out +=
          room.box(500, R - 40, f - 260, f - 100, z + 0.03, z + 0.045, wood) +
          room.box(500, R - 40, f - 110, f - 90, z, z + 0.05, shade(wood, 0.1));
      }
      return out;
    }
    case 'studio': {
      const mirror =
        room.backRect(L + 40, R - 40, T + 160, f - 70, 'url(#mir)') +
        [0.2, 0.45, 0.7]
          .map((u) =>
            room.backRect(
              L + 40 + (R - L - 80) * u,
              L + 46 + (R - L - 80) * u,
              T + 160,
              f - 70,
              '#ffffff',
              ' opacity=".5"',
            ),
          )
          .join('');
      const barre =
        room.backRect(L + 40, R - 40, f - 330, f - 316, '#b88a58') +
        room.sideRect(L, 0.1, 1, f - 330, f - 316, '#b88a58');
      return mirror + barre + room.sideRect(L, 0.15, 0.55, T + 160, f - 70, 'url(#mir)');
    }
    case 'lobby':
    case 'office': {
      const wall = room.backRect(L + 120, R - 120, T + 60, f, 'url(#plank)');
      const sign = room.backRect(250, 550, T + 200, T + 280, NAVY) + room.backRect(270, 380, T + 228, T + 252, ORANGE);
      if (s === 'lobby') return wall + sign + room.box(120, 680, f - 300, f, 0.62, 0.74, '#f4f2ee', '#ddd6cb');
      const tv =
        room.backRect(260, 540, T + 200, T + 360, '#1c2530') + room.backRect(272, 528, T + 212, T + 348, '#2e4d70');
      const leg = (x: number, z: number): string => room.box(x, x + 14, f - 240, f, z, z + 0.01, '#5c636b');
      const desks = [0.25, 0.5]
        .map(
          (z) =>
            leg(L + 70, z + 0.08) +
            leg(286, z + 0.08) +
            leg(510, z + 0.08) +
            leg(R - 74, z + 0.08) +
            room.box(L + 60, 300, f - 260, f - 240, z, z + 0.1, '#eae6df') +
            room.box(500, R - 60, f - 260, f - 240, z, z + 0.1, '#eae6df') +
            room.box(L + 150, L + 250, f - 420, f - 270, z + 0.05, z + 0.055, '#1c2530') +
            room.box(600, 700, f - 420, f - 270, z + 0.05, z + 0.055, '#1c2530'),
        )
        .reverse()
        .join('');
      return wall + tv + desks;
    }
    case 'apartment': {
      const win = windowPane(room, L + 60, R - 60, T + 70, f - 120, skyline(room, L + 60, R - 60, T + 70, f - 120), 3);
      const rug = room.floorQuad(80, 720, 0.35, 0.8, '#d9cdb8');
      const sofa =
        room.box(140, 660, f - 250, f, 0.6, 0.72, '#4e6278') +
        room.box(140, 660, f - 380, f - 250, 0.7, 0.74, '#425469');
      const plant =
        room.box(R - 200, R - 120, f - 160, f, 0.7, 0.76, '#c9b79c') +
        room.box(R - 230, R - 90, f - 420, f - 160, 0.72, 0.74, '#4f7d4a');
      return win + rug + sofa + plant;
    }
    case 'retail': {
      let out =
        windowPane(room, 120, 680, T + 120, f - 80, trees(room, 120, 680, T + 120, f - 80), 2) +
        room.backRect(200, 600, T + 50, T + 105, NAVY);
      const [tx, ty] = room.p(400, T + 88, 1);
      // A mirrored picture flips the sign back so it stays readable.
      const flip = mirrored ? ` transform="matrix(-1 0 0 1 ${r1(2 * tx)} 0)"` : '';
      out += `<text x="${r1(tx)}" y="${r1(ty)}" font-family="Georgia,serif" font-size="${r1(34 * room.k(1))}" fill="#f6f3ee" text-anchor="middle" letter-spacing="2"${flip}>${sign}</text>`;
      if (v % 3 === 1) {
        // Clothing rails along both walls and a cash desk.
        const colors = ['#1f4a73', '#c2610c', '#e7e0d4', '#5b6b7c', '#8a6a4a'];
        for (let j = 8; j >= 0; j--) {
          const z = 0.08 + j * 0.095;
          out +=
            room.box(L + 40, L + 150, T + 300, T + 470, z, z + 0.02, colors[j % 5]) +
            room.box(R - 150, R - 40, T + 300, T + 470, z, z + 0.02, colors[(j + 2) % 5]);
        }
        out +=
          room.sideRect(L + 95, 0.06, 0.92, T + 290, T + 300, '#9aa3ab') +
          room.sideRect(R - 95, 0.06, 0.92, T + 290, T + 300, '#9aa3ab');
        return out + room.box(420, 700, f - 280, f, 0.7, 0.8, '#1f2c3a', '#e9e4db');
      }
      for (let i = 0; i < 3; i++) {
        const z = 0.1 + i * 0.28;
        out +=
          room.box(L, L + 90, T + 200, f, z, z + 0.22, '#efe9e0') +
          room.box(R - 90, R, T + 200, f, z, z + 0.22, '#efe9e0');
      }
      for (let i = 0; i < 4; i++)
        out +=
          room.sideRect(L + 90, 0.1, 0.94, T + 280 + i * 110, T + 290 + i * 110, '#8a6a4a') +
          room.sideRect(R - 90, 0.1, 0.94, T + 280 + i * 110, T + 290 + i * 110, '#8a6a4a');
      return out + room.box(250, 550, f - 260, f, 0.45, 0.6, '#f1ede6', '#8a6a4a');
    }
    case 'kitchen': {
      const back = room.backRect(L + 40, R - 40, T + 330, f - 330, 'url(#sub)');
      const uppers =
        room.box(L + 40, 320, T + 100, T + 330, 0.93, 1, '#f3f1ec') +
        room.box(480, R - 40, T + 100, T + 330, 0.93, 1, '#f3f1ec');
      const hood =
        room.backRect(340, 460, T + 100, T + 250, '#aab1b8') + room.backRect(320, 480, T + 250, T + 300, '#8f979f');
      const lowers =
        room.box(L + 40, R - 40, f - 330, f, 0.86, 1, '#e9e5de', '#9aa0a6') +
        poly(
          [
            room.p(330, f - 320, 0.86),
            room.p(470, f - 320, 0.86),
            room.p(470, f - 20, 0.86),
            room.p(330, f - 20, 0.86),
          ],
          '#2b3138',
        );
      // Door seams and handles on the cabinet fronts.
      const seam = (x: number, y0: number, y1: number, z: number): string => {
        const a = room.p(x, y0, z),
          b = room.p(x, y1, z);
        return `M${pts2(a)}L${pts2(b)}`;
      };
      let d = '';
      for (let x = L + 180; x < R - 60; x += 140) {
        if (x < 300 || x > 500) d += seam(x, f - 300, f - 10, 0.86) + seam(x, T + 110, T + 320, 0.93);
      }
      const doors = `<path d="${d}" stroke="#b9b3a9" stroke-width="2"/>`;
      const island = room.box(230, 570, f - 280, f, 0.46, 0.58, '#24496f', '#f2efe9');
      return back + hood + uppers + lowers + doors + island;
    }
    case 'partyroom': {
      let out =
        room.backRect(L + 100, R - 100, T + 140, T + 420, '#c9dbe8') +
        room.backRect(L + 100, R - 100, T + 140, T + 420, 'none', ' stroke="#3b4650" stroke-width="6"');
      for (const z of [0.3, 0.62])
        for (const x of [20, 500]) {
          out =
            room.box(x, x + 280, f - 300, f - 280, z, z + 0.12, '#f4f1ea') +
            room.box(x + 130, x + 150, f - 280, f, z + 0.05, z + 0.07, '#3a3f45') +
            out;
        }
      return room.box(L + 60, R - 60, f - 250, f, 0.9, 0.98, ORANGE, '#d6763a') + out;
    }
    case 'family': {
      const win = windowPane(room, L + 120, 330, T + 120, f - 200, trees(room, L + 120, 330, T + 120, f - 200), 2);
      const tv =
        room.box(460, R - 80, f - 170, f, 0.88, 0.97, '#6f4f33') +
        room.backRect(500, R - 120, T + 220, T + 400, '#1c2530');
      const sofa =
        room.box(L + 40, 260, f - 250, f, 0.25, 0.55, '#7f8f7a') +
        room.box(L - 30, L + 40, f - 380, f, 0.25, 0.55, '#6f7f6a');
      const rug = room.floorQuad(160, 640, 0.3, 0.75, '#e3d6c2');
      return win + tv + rug + sofa;
    }
  }
}

/** Work-in-progress props: debris, pails, cartons, tools. */
function stageProps(room: Room, stage: Stage, v: number): string {
  const f = room.floor;
  const x = 120 + (v % 4) * 130;
  if (stage === 'before') {
    const roll = room.box(x, x + 260, f - 70, f, 0.3, 0.34, '#6d6256', '#857a6d');
    const debris = room.floorQuad(x + 300, x + 560, 0.5, 0.65, '#8a7d6b');
    const scraper = room.box(x + 80, x + 100, f - 220, f, 0.2, 0.21, ORANGE);
    return debris + roll + scraper;
  }
  if (stage === 'prep') {
    const lines = [200, 400, 600]
      .map((lx) => {
        const a = room.p(lx, f, 0),
          b = room.p(lx, f, 1);
        return `<path d="M${pts2(a)}L${pts2(b)}" stroke="${ORANGE}" stroke-width="2" stroke-dasharray="10 6"/>`;
      })
      .join('');
    const pail =
      room.box(x + 300, x + 380, f - 110, f, 0.32, 0.38, '#f2f2f2') +
      room.box(x + 400, x + 480, f - 110, f, 0.4, 0.46, ORANGE);
    return lines + pail;
  }
  if (stage === 'install') {
    return (
      room.box(x, x + 220, f - 90, f, 0.2, 0.3, '#c9a978', '#d8bc90') +
      room.box(x + 20, x + 200, f - 170, f - 90, 0.22, 0.28, '#bf9d6a', '#d8bc90') +
      room.box(x + 330, x + 410, f - 100, f, 0.3, 0.36, '#f2f2f2')
    );
  }
  return '';
}

function defs(light: Light): string {
  const sky =
    light === 'night' ? ['#0b1c30', '#1f3b5c'] : light === 'warm' ? ['#f0b27a', '#fde2c2'] : ['#8fbce0', '#dcecf7'];
  return (
    `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    '<linearGradient id="mir" x2="1" y2="1"><stop offset="0" stop-color="#dfe8ee"/><stop offset=".5" stop-color="#b7c6d1"/><stop offset="1" stop-color="#e8eef2"/></linearGradient>' +
    '<linearGradient id="shade" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>' +
    '<pattern id="plank" width="60" height="200" patternUnits="userSpaceOnUse"><rect width="60" height="200" fill="#b88a5a"/><rect width="30" height="200" fill="#c79a68"/><path d="M0 0v200M30 120v80" stroke="#7d5834" stroke-width="1.5"/></pattern>' +
    '<pattern id="sub" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="#f4f6f7"/><path d="M0 .5h24M12 .5v6M.5 6.5v6M0 6.5h24" stroke="#9aa5ad"/></pattern>' +
    '<filter id="tx" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency=".9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .18 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>' +
    '</defs>'
  );
}

function lightOverlay(light: Light, room: Room): string {
  if (light === 'day') return `<rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  if (light === 'warm')
    return `<rect width="${W}" height="${H}" fill="#f59e0b" opacity=".12"/><rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  const glows = [0.25, 0.6]
    .map((z) => {
      const [x, y] = room.p(400, room.top, z);
      return `<circle cx="${r1(x)}" cy="${r1(y + 40)}" r="${r1(120 * room.k(z))}" fill="#ffd58a" opacity=".09"/>`;
    })
    .join('');
  return `<rect width="${W}" height="${H}" fill="${NAVY}" opacity=".38"/>${glows}`;
}

/** A brick rowhouse front on a tree-lined street. */
function rowhouse(v: number): string {
  const x0 = [90, 150, 40][v % 3];
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect x="${x0 - 90}" y="40" width="620" height="420" fill="#9c4f3a"/><rect x="${x0 - 90}" y="30" width="620" height="22" fill="#e9e4da"/>`;
  out += `<rect x="${x0 + 530}" y="60" width="400" height="400" fill="#6f7f8c"/><rect x="${x0 - 400}" y="80" width="310" height="380" fill="#c9b48f"/>`;
  for (const [wx, wy] of [
    [x0, 90],
    [x0 + 150, 90],
    [x0 + 300, 90],
    [x0 + 150, 260],
    [x0 + 300, 260],
  ])
    out += `<rect x="${wx}" y="${wy}" width="80" height="120" fill="#2e4d70"/><rect x="${wx - 6}" y="${wy + 118}" width="92" height="10" fill="#e9e4da"/><path d="M${wx + 40} ${wy}v120M${wx} ${wy + 60}h80" stroke="#e9e4da" stroke-width="4"/>`;
  out += `<rect x="${x0 - 10}" y="250" width="90" height="170" fill="${NAVY}"/><rect x="${x0 - 22}" y="236" width="114" height="16" fill="#e9e4da"/><circle cx="${x0 + 66}" cy="340" r="4" fill="#d6b56a"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${x0 - 30 - i * 8}" y="${420 + i * 14}" width="${130 + i * 16}" height="14" fill="#b7b1a8"/>`;
  out += `<rect y="476" width="${W}" height="124" fill="#c9c4bb"/><rect y="560" width="${W}" height="40" fill="#6b7075"/>`;
  out += `<rect x="${x0 + 470}" y="300" width="16" height="180" fill="#5b4433"/><circle cx="${x0 + 478}" cy="250" r="90" fill="#5f8f4e"/><circle cx="${x0 + 430}" cy="300" r="60" fill="#6f9f5a"/>`;
  return out;
}

/** Outside the ballpark: sky, the stands' facade with light towers, the street or riverwalk in front. */
function exterior(v: number, riverside: boolean): string {
  const x0 = [60, 120, 20][v % 3];
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  out += `<path d="M${x0} 360 L${x0 + 40} 200 Q${x0 + 330} 150 ${x0 + 680} 210 L${x0 + 720} 360Z" fill="#d5d8da"/>`;
  for (let i = 0; i < 9; i++)
    out += `<rect x="${x0 + 70 + i * 66}" y="236" width="44" height="90" rx="22" fill="#4d5a66"/>`;
  out += `<rect x="${x0 + 40}" y="330" width="680" height="30" fill="#b9bec2"/><rect x="${x0 + 230}" y="250" width="300" height="40" fill="${NAVY}"/><rect x="${x0 + 250}" y="264" width="120" height="12" fill="${ORANGE}"/>`;
  for (const lx of [x0 + 30, x0 + 700])
    out += `<rect x="${lx}" y="90" width="8" height="270" fill="#7d868e"/><rect x="${lx - 30}" y="80" width="68" height="30" rx="3" fill="#eef2f4"/>`;
  out += riverside
    ? `<rect y="360" width="${W}" height="90" fill="#4f7590"/><path d="M0 392h${W}M0 420h${W}" stroke="#8fb0c4" stroke-width="2" stroke-dasharray="40 30"/><rect y="450" width="${W}" height="150" fill="#b59a7a"/><path d="M0 450h${W}" stroke="#5c4a36" stroke-width="6"/>`
    : `<rect y="360" width="${W}" height="240" fill="#6b7075"/><path d="M0 470h${W}" stroke="#f4f1ea" stroke-width="6" stroke-dasharray="60 40"/><rect y="360" width="${W}" height="26" fill="#a9a49c"/>` +
      `<rect x="${120 + (v % 4) * 60}" y="400" width="220" height="110" rx="16" fill="#f4f4f2"/><rect x="${140 + (v % 4) * 60}" y="414" width="70" height="40" rx="6" fill="#2e4d70"/><rect x="${230 + (v % 4) * 60}" y="440" width="100" height="16" fill="${NAVY}"/>` +
      `<circle cx="${170 + (v % 4) * 60}" cy="512" r="20" fill="#22282e"/><circle cx="${300 + (v % 4) * 60}" cy="512" r="20" fill="#22282e"/>`;
  return out;
}

export function render(shot: Shot): string {
  const v = shot.variant;
  const room = new Room({
    vx: 400 + [-150, 90, -40, 160, 0, -110, 50][v % 7],
    vy: 190 + [0, 20, -15, 10, 30][v % 5],
    s: [0.42, 0.38, 0.46, 0.4, 0.44][(v + 2) % 5],
  });
  const [wall, side, ceiling] = walls[shot.setting];
  // Every other picture is seen from the opposite side of the room.
  const mirrored = v % 2 === 1;
  const floor = shot.stage === 'after' ? shot.floor : 'concrete';
  if (shot.setting === 'ballpark' || shot.setting === 'street') {
    const scene = shot.setting === 'street' ? rowhouse(v) : exterior(v, shot.river);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 ${W} ${H}">${defs(shot.light)}${scene}${lightOverlay(shot.light, room)}</svg>\n`;
  }
  let body = room.shell({ wall, side, ceiling, floor: floorBase[floor] });
  if (floor === 'carpet' || floor === 'rubber' || floor === 'concrete')
    body += room.floorQuad(room.x0, room.x1, 0, 1, floorBase[floor], ' filter="url(#tx)"');
  body += floorArt(room, floor);
  if (shot.stage === 'install')
    body += room.floorQuad(room.x0, room.x1, 0.45, 1, floorBase[shot.floor]) + floorArt(room, shot.floor, 0.45);
  if (shot.stage === 'prep') body += room.floorQuad(room.x0, room.x1, 0, 1, '#b9b5ae', ' opacity=".6"');
  // Window light falling on the floor.
  if (shot.light !== 'night')
    body += room.floorQuad(-40 + (v % 3) * 160, 260 + (v % 3) * 160, 0.35, 0.9, '#fff8e6', ' opacity=".13"');
  body += room.baseboards(shot.setting === 'backofhouse' ? '#2a2e33' : '#f7f4ee');
  if (shot.setting !== 'church' && shot.setting !== 'corridor') body += room.ceilingLights();
  // Close-ups leave the furniture out: the picture is about the floor and its edges.
  if (shot.strip)
    body +=
      room.floorQuad(room.x0, room.x1, 0.62, 0.64, '#b9bec3') +
      room.floorQuad(
        room.x0,
        room.x1,
        0.64,
        1,
        floorBase[shot.floor === 'carpetTile' ? 'lvp' : 'carpetTile'],
        ' opacity=".85"',
      );
  if (!shot.detail) body += props(room, shot.setting, v, shot.sign, mirrored) + stageProps(room, shot.stage, v);
  if (shot.crowd && !shot.detail)
    body += [
      [80, 0.5],
      [620, 0.4],
      [300, 0.3],
      [480, 0.15],
      [150, 0.1],
    ]
      .map(([x, z], i) => person(room, x, z, i % 2 ? ORANGE : '#1f4a73'))
      .join('');
  if (shot.dull) body += `<rect width="${W}" height="${H}" fill="#6b6357" opacity=".22"/>`;
  if (mirrored) body = `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>`;
  body += lightOverlay(shot.light, room);
  // Detail crops sit where the back wall meets the floor, a little to one side of centre.
  const [baseX, baseY] = room.p(room.cam.vx, room.floor, 1);
  const cropX = Math.round(Math.max(0, Math.min(W - 400, (mirrored ? W - baseX : baseX) - 200 + [-60, 60, 0][v % 3])));
  const cropY = Math.round(Math.max(0, Math.min(H - 300, baseY - 70)));
  const vb = shot.detail ? `${cropX} ${cropY} 400 300` : `0 0 ${W} ${H}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="${vb}">${defs(shot.light)}${body}</svg>\n`;
}
