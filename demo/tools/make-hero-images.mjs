// Writes the demo hero's placeholder images, demo/assets/images/hero-NN.svg: abstract shapes on
// a gradient, in the sizes the demo markup declares. Run: node demo/tools/make-hero-images.mjs
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../assets/images/', import.meta.url));

// width × height and two colours per image; the first is the largest and is loaded eagerly.
export const heroImages = [
  { width: 720, height: 900, from: '#0b5cad', to: '#59b0ff' },
  { width: 800, height: 600, from: '#7a2e8e', to: '#e48bd0' },
  { width: 640, height: 640, from: '#1e6b35', to: '#8fd19e' },
  { width: 600, height: 800, from: '#a8461a', to: '#f5b07a' },
  { width: 840, height: 560, from: '#114b5f', to: '#62c4c3' },
  { width: 640, height: 760, from: '#5c5c66', to: '#d7d7e0' },
  { width: 700, height: 700, from: '#8a6d00', to: '#ffd95a' },
];

function svg({ width, height, from, to }, index) {
  const r = Math.min(width, height);
  const circle =
    `<circle cx="${width * (0.3 + 0.06 * index)}" cy="${height * 0.35}" r="${r * 0.22}" ` +
    'fill="#ffffff" fill-opacity="0.35"/>';
  const rect =
    `<rect x="${width * 0.45}" y="${height * 0.55}" width="${r * 0.4}" height="${r * 0.28}" rx="${r * 0.04}" ` +
    `fill="#ffffff" fill-opacity="0.25" transform="rotate(${-12 + index * 5} ${width * 0.6} ${height * 0.7})"/>`;
  const path =
    `<path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * (0.7 + 0.02 * index)} ${width} ${height * 0.8} ` +
    `V ${height} H 0 Z" fill="#000000" fill-opacity="0.18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${circle}
  ${rect}
  ${path}
</svg>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await Promise.all(
    heroImages.map((image, index) =>
      writeFile(`${folder}hero-${String(index + 1).padStart(2, '0')}.svg`, svg(image, index)),
    ),
  );
  console.log(`wrote ${heroImages.length} images to ${folder}`);
}
