// Generates the demo's slider images as small SVG files in demo/assets/images/ (committed):
// landscapes of gradients and shapes, so the demo needs no photos from elsewhere.
// Usage: node demo/tools/make-slider-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../assets/images/', import.meta.url));

/** A seeded random generator, so the files come out the same on every run. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Sky, sun and rolling hills in a palette. */
function landscape({ width, height, sky, sun, hills, seed }) {
  const next = random(seed);
  const layers = hills.map((color, index) => {
    const base = height * (0.55 + index * 0.13);
    const points = [`M0 ${height}`, `L0 ${base.toFixed(0)}`];
    for (let x = 0; x <= width; x += width / 6)
      points.push(
        `Q${(x + width / 12).toFixed(0)} ${(base - next() * height * 0.2).toFixed(0)} ` +
          `${(x + width / 6).toFixed(0)} ${(base + (next() - 0.5) * height * 0.08).toFixed(0)}`,
      );
    points.push(`L${width} ${height} Z`);
    return `<path d="${points.join(' ')}" fill="${color}"/>`;
  });
  const gradient =
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
  const sunCircle =
    `<circle cx="${(width * (0.2 + next() * 0.6)).toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" ` +
    `r="${(height * 0.11).toFixed(0)}" fill="${sun}"/>`;
  return svg(
    width,
    height,
    `<defs>${gradient}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${sunCircle}
${layers.join('\n')}`,
  );
}

/** An abstract card image: a gradient with overlapping circles and a bar. */
function abstract({ width, height, from, to, accent, seed }) {
  const next = random(seed);
  const circles = Array.from(
    { length: 4 },
    () =>
      `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" ` +
      `r="${(height * (0.15 + next() * 0.3)).toFixed(0)}" fill="${accent}" ` +
      `fill-opacity="${(0.25 + next() * 0.4).toFixed(2)}"/>`,
  );
  const gradient =
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const bar =
    `<rect x="${(width * 0.08).toFixed(0)}" y="${(height * 0.78).toFixed(0)}" width="${(width * 0.5).toFixed(0)}" ` +
    `height="${(height * 0.06).toFixed(0)}" rx="${(height * 0.03).toFixed(0)}" fill="#ffffff" fill-opacity="0.8"/>`;
  return svg(
    width,
    height,
    `<defs>${gradient}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${circles.join('\n')}
${bar}`,
  );
}

function svg(width, height, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">\n` +
    `${body}\n</svg>\n`
  );
}

const landscapes = [
  ['dunes-morning', ['#ffd9a0', '#fff4e0'], '#ffb347', ['#e0a96d', '#c98b4f', '#a86b3c']],
  ['polder-evening', ['#5b6fb5', '#f4a27a'], '#ffe08a', ['#3e7d4a', '#2f6139', '#1f4527']],
  ['harbour-dusk', ['#1f2d5c', '#d77a61'], '#ffcf70', ['#2a3f6e', '#1c2b4d', '#111a30']],
  ['tulip-fields', ['#9fd3f5', '#e8f6ff'], '#fff3a6', ['#e0446b', '#c7335a', '#7cae4a']],
  ['forest-fog', ['#c7d3cc', '#eef2ef'], '#ffffff', ['#6f8f7a', '#4f6f5a', '#2f4f3a']],
  ['winter-lake', ['#a9c4e4', '#f1f6fb'], '#fdfdfd', ['#d9e4ef', '#b8c9dc', '#8aa2bd']],
];
const cards = [
  ['update-office', '#0b5cad', '#58a6e8', '#ffffff'],
  ['update-award', '#7a2e8e', '#d66fb4', '#ffe08a'],
  ['update-team', '#1e6b35', '#7cc38d', '#ffffff'],
  ['update-workshop', '#b3541e', '#f2a65a', '#fff4e0'],
  ['update-launch', '#1f2d5c', '#5b6fb5', '#ffcf70'],
  ['update-podcast', '#5c5c66', '#b8b8c4', '#0b5cad'],
];

await mkdir(out, { recursive: true });
let seed = 7;
for (const [name, sky, sun, hills] of landscapes)
  await writeFile(`${out}${name}.svg`, landscape({ width: 1200, height: 800, sky, sun, hills, seed: seed++ }));
for (const [name, from, to, accent] of cards)
  await writeFile(`${out}${name}.svg`, abstract({ width: 640, height: 400, from, to, accent, seed: seed++ }));
console.log(`wrote ${landscapes.length + cards.length} images to ${out}`);
