import { createHash } from 'node:crypto';

/**
 * Demo pictures drawn as SVG (nothing downloaded, no fonts needed so they look the same on
 * every machine), rasterised with sharp and then stored through the normal upload pipeline.
 */
export type ArtKind = 'bowl' | 'plate' | 'rolls' | 'hotpot' | 'juice' | 'tea' | 'coffee' | 'beer' | 'maki' | 'nigiri';

export interface Art {
  kind: ArtKind;
  /** Main food or drink colour (broth, juice, fish...). */
  color: string;
  /** Background tint. */
  bg: string;
}

const W = 640;
const H = 480;

/** Small deterministic generator so each dish gets its own garnish layout, stably. */
function rng(seed: string) {
  let s = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

const herbs = (r: () => number, cx: number, cy: number, rx: number, ry: number, n: number, fill = '#4caf50') =>
  Array.from({ length: n }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(7 + r() * 6).toFixed(1)}" ry="${(3 + r() * 3).toFixed(1)}" fill="${fill}" transform="rotate(${Math.round(r() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');

const chili = (r: () => number, cx: number, cy: number, rx: number, ry: number, n: number) =>
  Array.from({ length: n }, () => {
    const x = cx + (r() - 0.5) * rx * 1.6;
    const y = cy + (r() - 0.5) * ry * 1.6;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="#e53935" stroke="#ffcdd2" stroke-width="2"/>`;
  }).join('');

const chopsticks = `<g opacity="0.95"><rect x="400" y="60" width="12" height="300" rx="6" fill="#8d6e63" transform="rotate(38 406 210)"/><rect x="424" y="64" width="12" height="300" rx="6" fill="#a1887f" transform="rotate(34 430 214)"/></g>`;

function bowl(a: Art, r: () => number): string {
  const noodles = Array.from({ length: 7 }, (_, i) => {
    const y = 228 + i * 9 + r() * 4;
    return `<path d="M${200 + r() * 20} ${y} q40 -14 80 0 t80 0 t80 0" fill="none" stroke="#fff8e1" stroke-width="6" stroke-linecap="round" opacity="0.9"/>`;
  }).join('');
  const slices = Array.from({ length: 4 }, (_, i) => {
    const x = 250 + i * 45 + r() * 10;
    const y = 230 + r() * 30;
    return `<ellipse cx="${x}" cy="${y}" rx="30" ry="14" fill="#a1574a" stroke="#d7a39a" stroke-width="3" transform="rotate(${Math.round(r() * 40 - 20)} ${x} ${y})"/>`;
  }).join('');
  return `<ellipse cx="320" cy="400" rx="220" ry="34" fill="#000" opacity="0.15"/>
    <path d="M100 250 Q110 400 320 400 Q530 400 540 250 Z" fill="#fafafa"/><path d="M118 300 Q320 330 522 300" stroke="${a.color}" stroke-width="8" fill="none" opacity="0.6"/>
    <ellipse cx="320" cy="250" rx="220" ry="82" fill="#fff"/><ellipse cx="320" cy="252" rx="196" ry="66" fill="${a.color}"/>
    ${noodles}${slices}${herbs(r, 320, 250, 170, 52, 14)}${chili(r, 320, 250, 150, 50, 3)}
    <path d="M440 215 a28 28 0 0 1 50 20 z" fill="#c5e1a5" stroke="#7cb342" stroke-width="4"/>${chopsticks}`;
}

function plate(a: Art, r: () => number): string {
  const cucumbers = Array.from(
    { length: 4 },
    (_, i) => `<circle cx="${410 + i * 18}" cy="${300 - i * 14}" r="17" fill="#aed581" stroke="#33691e" stroke-width="3"/>`,
  ).join('');
  return `<ellipse cx="320" cy="410" rx="250" ry="36" fill="#000" opacity="0.15"/>
    <ellipse cx="320" cy="280" rx="250" ry="130" fill="#fff"/><ellipse cx="320" cy="280" rx="205" ry="100" fill="none" stroke="#eceff1" stroke-width="6"/>
    <ellipse cx="250" cy="270" rx="95" ry="62" fill="#fffde7" stroke="#f5f5f5" stroke-width="4"/>
    ${herbs(r, 250, 262, 70, 40, 16, '#fffef5')}
    <path d="M300 300 q60 -70 140 -30 q30 40 -30 70 q-70 20 -110 -40z" fill="${a.color}" stroke="#5d4037" stroke-width="4"/>
    <path d="M330 290 l80 -10 M340 310 l70 -8" stroke="#3e2723" stroke-width="5" opacity="0.5"/>
    ${cucumbers}<circle cx="230" cy="330" r="22" fill="#ef5350"/>${herbs(r, 230, 220, 60, 20, 6)}`;
}

function rolls(a: Art, r: () => number): string {
  const roll = (x: number, y: number) =>
    `<g transform="rotate(-12 ${x} ${y})"><rect x="${x - 95}" y="${y - 30}" width="190" height="60" rx="30" fill="#fbfbf5" stroke="#e0e0d0" stroke-width="3" opacity="0.96"/>
    <ellipse cx="${x - 35}" cy="${y}" rx="22" ry="13" fill="${a.color}" opacity="0.85"/><ellipse cx="${x + 25}" cy="${y - 4}" rx="22" ry="13" fill="${a.color}" opacity="0.85"/>
    <rect x="${x - 80}" y="${y + 6}" width="160" height="10" rx="5" fill="#81c784" opacity="0.7"/></g>`;
  return `<ellipse cx="320" cy="410" rx="250" ry="36" fill="#000" opacity="0.15"/><ellipse cx="320" cy="280" rx="250" ry="130" fill="#fff"/>
    ${roll(270, 225)}${roll(300, 295)}${roll(330, 360 - 5)}
    <ellipse cx="480" cy="220" rx="40" ry="26" fill="#6d4c41"/><ellipse cx="480" cy="216" rx="32" ry="18" fill="#a1887f"/>${chili(r, 480, 214, 20, 10, 2)}`;
}

function hotpot(a: Art, r: () => number): string {
  const shrimp = Array.from({ length: 4 }, () => {
    const x = 230 + r() * 180;
    const y = 230 + r() * 50;
    return `<path d="M${x} ${y} a22 22 0 1 1 30 20" fill="none" stroke="#ff8a65" stroke-width="12" stroke-linecap="round"/>`;
  }).join('');
  const steam = [250, 320, 390]
    .map((x) => `<path d="M${x} 150 q-20 -30 0 -60 t0 -60" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.45"/>`)
    .join('');
  return `<ellipse cx="320" cy="410" rx="240" ry="34" fill="#000" opacity="0.2"/>
    <rect x="60" y="236" width="60" height="24" rx="12" fill="#455a64"/><rect x="520" y="236" width="60" height="24" rx="12" fill="#455a64"/>
    <path d="M96 250 Q110 395 320 395 Q530 395 544 250 Z" fill="#37474f"/><ellipse cx="320" cy="250" rx="226" ry="84" fill="#546e7a"/>
    <ellipse cx="320" cy="252" rx="206" ry="70" fill="${a.color}"/>${shrimp}${herbs(r, 320, 250, 180, 56, 18, '#66bb6a')}
    <circle cx="${260 + r() * 40}" cy="265" r="16" fill="#d7ccc8"/><circle cx="${380 + r() * 40}" cy="240" r="14" fill="#d7ccc8"/>${steam}`;
}

function glass(a: Art, r: () => number, kind: 'juice' | 'tea'): string {
  const ice = Array.from({ length: 4 }, (_, i) => {
    const x = 260 + (i % 2) * 60 + r() * 20;
    const y = 190 + Math.floor(i / 2) * 70 + r() * 20;
    return `<rect x="${x}" y="${y}" width="46" height="46" rx="8" fill="#fff" opacity="0.35" transform="rotate(${Math.round(r() * 40 - 20)} ${x + 23} ${y + 23})"/>`;
  }).join('');
  const garnish =
    kind === 'juice'
      ? `<circle cx="410" cy="118" r="48" fill="${a.color}" stroke="#fff8e1" stroke-width="8"/><path d="M410 78 v80 M372 118 h76 M382 90 l56 56 M438 90 l-56 56" stroke="#fff8e1" stroke-width="3" opacity="0.8"/>`
      : `<path d="M396 96 q40 -30 70 0 q-30 30 -70 0z" fill="#66bb6a"/><circle cx="300" cy="300" r="18" fill="#ffb74d"/><circle cx="350" cy="250" r="15" fill="#ffb74d"/>`;
  return `<ellipse cx="320" cy="430" rx="130" ry="20" fill="#000" opacity="0.18"/>
    <path d="M220 110 L250 420 Q320 440 390 420 L420 110 Z" fill="#fff" opacity="0.5"/>
    <path d="M228 160 L252 414 Q320 432 388 414 L412 160 Z" fill="${a.color}" opacity="0.92"/>${ice}
    <rect x="340" y="40" width="14" height="260" rx="7" fill="#ef5350" transform="rotate(14 347 170)"/>${garnish}
    <path d="M236 140 L258 400" stroke="#fff" stroke-width="8" opacity="0.35" stroke-linecap="round"/>`;
}

function coffee(a: Art): string {
  return `<ellipse cx="320" cy="420" rx="200" ry="30" fill="#000" opacity="0.15"/><ellipse cx="320" cy="380" rx="190" ry="50" fill="#fafafa"/>
    <ellipse cx="320" cy="372" rx="120" ry="28" fill="#eeeeee"/>
    <path d="M200 200 L220 360 Q320 392 420 360 L440 200 Z" fill="#fff"/><path d="M436 240 q70 0 60 60 q-10 40 -70 40" fill="none" stroke="#fff" stroke-width="22"/>
    <ellipse cx="320" cy="200" rx="120" ry="32" fill="#d7ccc8"/><ellipse cx="320" cy="202" rx="106" ry="25" fill="${a.color}"/>
    <path d="M320 222 c-30 -20 -40 -45 -14 -50 c10 -2 14 6 14 10 c0 -4 4 -12 14 -10 c26 5 16 30 -14 50z" fill="#efebe9" opacity="0.9"/>
    ${[280, 320, 360].map((x) => `<path d="M${x} 160 q-16 -24 0 -48 t0 -48" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.5"/>`).join('')}`;
}

function beer(a: Art, r: () => number): string {
  const bubbles = Array.from(
    { length: 12 },
    () => `<circle cx="${(250 + r() * 120).toFixed(0)}" cy="${(200 + r() * 190).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="#fff" opacity="0.6"/>`,
  ).join('');
  return `<ellipse cx="320" cy="430" rx="200" ry="22" fill="#000" opacity="0.18"/>
    <path d="M440 420 L440 200 Q440 160 466 130 L466 60 L494 60 L494 130 Q520 160 520 200 L520 420 Z" fill="${a.color === '#ffb300' ? '#2e7d32' : '#4e342e'}"/>
    <rect x="446" y="250" width="68" height="80" rx="6" fill="#fff" opacity="0.85"/><rect x="462" y="50" width="36" height="16" rx="4" fill="#bdbdbd"/>
    <path d="M220 150 L240 420 L400 420 L420 150 Z" fill="${a.color}"/>${bubbles}
    <path d="M210 150 q20 -40 60 -20 q30 -30 70 -5 q40 -20 80 25 q0 20 -20 20 L230 170 q-20 0 -20 -20z" fill="#fffde7"/>
    <path d="M236 180 L254 400" stroke="#fff" stroke-width="8" opacity="0.3" stroke-linecap="round"/>`;
}

function maki(a: Art, r: () => number): string {
  const pieces = Array.from({ length: 6 }, (_, i) => {
    const x = 190 + (i % 3) * 130;
    const y = 210 + Math.floor(i / 3) * 120;
    const inner = i % 2 === 0 ? a.color : '#81c784';
    return `<circle cx="${x}" cy="${y + 6}" r="56" fill="#000" opacity="0.2"/><circle cx="${x}" cy="${y}" r="56" fill="#1b2b1f"/><circle cx="${x}" cy="${y}" r="47" fill="#fafafa"/>
      ${herbs(r, x, y, 38, 38, 6, '#eeeeee')}<circle cx="${x}" cy="${y}" r="${20 + Math.round(r() * 6)}" fill="${inner}"/>`;
  }).join('');
  return `<rect x="80" y="130" width="480" height="280" rx="24" fill="#263238"/>${pieces}
    <path d="M560 150 q30 20 20 50 q-30 0 -20 -50z" fill="#9ccc65"/><ellipse cx="560" cy="380" rx="30" ry="18" fill="#f8bbd0"/>`;
}

function nigiri(a: Art, r: () => number): string {
  const piece = (x: number, y: number) =>
    `<g transform="rotate(-8 ${x} ${y})"><ellipse cx="${x}" cy="${y + 40}" rx="95" ry="18" fill="#000" opacity="0.2"/>
    <rect x="${x - 85}" y="${y - 10}" width="170" height="60" rx="28" fill="#fafafa"/>${herbs(r, x, y + 20, 70, 20, 8, '#eeeeee')}
    <path d="M${x - 100} ${y} q100 -60 200 0 q-10 20 -100 18 q-90 2 -100 -18z" fill="${a.color}"/>
    <path d="M${x - 60} ${y - 20} q20 10 30 25 M${x - 10} ${y - 28} q20 12 26 30 M${x + 40} ${y - 22} q16 10 22 24" stroke="#fff" stroke-width="5" opacity="0.55" fill="none"/></g>`;
  return `<rect x="60" y="150" width="520" height="250" rx="18" fill="#a1887f"/><rect x="60" y="380" width="520" height="22" rx="8" fill="#6d4c41"/>
    ${piece(200, 240)}${piece(430, 270)}<path d="M520 190 q20 -20 36 6 q-14 18 -36 -6z" fill="#aed581"/>`;
}

/** One 640x480 picture: a tinted background, a soft spotlight and the dish itself. */
export function dishSvg(art: Art, seed: string): string {
  const r = rng(seed);
  const body = {
    bowl: () => bowl(art, r),
    plate: () => plate(art, r),
    rolls: () => rolls(art, r),
    hotpot: () => hotpot(art, r),
    juice: () => glass(art, r, 'juice'),
    tea: () => glass(art, r, 'tea'),
    coffee: () => coffee(art),
    beer: () => beer(art, r),
    maki: () => maki(art, r),
    nigiri: () => nigiri(art, r),
  }[art.kind]();
  const dots = Array.from(
    { length: 10 },
    () => `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * H).toFixed(0)}" r="${(8 + r() * 26).toFixed(0)}" fill="#fff" opacity="0.08"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="${art.bg}"/>${dots}<rect width="${W}" height="${H}" fill="url(#g)"/>${body}</svg>`;
}

/** The round restaurant logo: a steaming bowl with chopsticks on a red disc. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <circle cx="256" cy="256" r="250" fill="#b71c1c"/><circle cx="256" cy="256" r="222" fill="none" stroke="#ffd54f" stroke-width="10"/>
    ${[200, 256, 312].map((x) => `<path d="M${x} 200 q-22 -30 0 -60 t0 -60" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`).join('')}
    <rect x="300" y="120" width="16" height="200" rx="8" fill="#ffd54f" transform="rotate(35 308 220)"/>
    <path d="M116 250 h280 q-10 120 -140 120 q-130 0 -140 -120z" fill="#fff"/><rect x="206" y="370" width="100" height="22" rx="8" fill="#fff"/>
    <path d="M150 285 h212" stroke="#b71c1c" stroke-width="10" stroke-dasharray="24 14"/></svg>`;
}

/** Rasterises to PNG (fast, light compression) for the upload pipeline to check and re-encode. */
export async function renderPng(svg: string): Promise<Buffer> {
  // Loaded here, not at start: only the first start with demo data draws pictures.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
