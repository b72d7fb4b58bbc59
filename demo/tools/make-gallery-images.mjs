// Generates the demo gallery's images: simple landscape scenes as SVG, each once at full size
// (2400×1600) and once as a thumbnail (600×400), written to demo/assets/images/gallery-*.svg.
// Run it again after changing a scene: node demo/tools/make-gallery-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../assets/images/', import.meta.url));

// Every scene is drawn on a 2400×1600 canvas; the thumbnail scales it with viewBox.
const scenes = {
  harbour: {
    sky: ['#f6c38b', '#f49a7a'],
    shapes: [
      '<circle cx="1700" cy="760" r="180" fill="#ffe3a8"/>',
      '<rect y="1000" width="2400" height="600" fill="#3d6b8c"/>',
      '<path d="M0 1000 L600 930 L1100 1000 Z" fill="#5b5170"/>',
      '<path d="M700 1080 h420 l-60 90 h-300 Z" fill="#2b2b3a"/>' +
        '<rect x="900" y="760" width="12" height="320" fill="#2b2b3a"/>' +
        '<path d="M912 780 L1080 1060 H912 Z" fill="#f3efe6"/>',
      '<path d="M1500 1200 h260 l-40 60 h-180 Z" fill="#2b2b3a"/>' +
        '<rect x="1620" y="1020" width="8" height="180" fill="#2b2b3a"/>',
      '<g fill="#ffffff" opacity="0.35"><rect x="200" y="1150" width="500" height="8"/>' +
        '<rect x="1300" y="1320" width="700" height="8"/><rect x="500" y="1450" width="400" height="8"/></g>',
    ],
  },
  dunes: {
    sky: ['#8fc8ec', '#d9eef8'],
    shapes: [
      '<circle cx="500" cy="420" r="130" fill="#fff6d5"/>',
      '<path d="M0 1100 C500 850 900 900 1400 1050 S2100 950 2400 1000 V1600 H0 Z" fill="#e3c48d"/>',
      '<path d="M0 1300 C600 1150 1100 1200 1600 1320 S2200 1250 2400 1300 V1600 H0 Z" fill="#cfa968"/>',
      '<g stroke="#6f8f4e" stroke-width="10" fill="none">' +
        '<path d="M400 1180 l-30 -90 M420 1180 l10 -100 M440 1180 l40 -80"/>' +
        '<path d="M1800 1250 l-30 -90 M1820 1250 l10 -100 M1840 1250 l40 -80"/></g>',
    ],
  },
  polder: {
    sky: ['#b9d7f0', '#eef5fb'],
    shapes: [
      '<rect y="1050" width="2400" height="550" fill="#6fa34f"/>',
      '<g fill="#4e7f36"><rect y="1150" width="2400" height="30"/><rect y="1300" width="2400" height="40"/>' +
        '<rect y="1480" width="2400" height="50"/></g>',
      '<rect y="1220" width="2400" height="22" fill="#7fb2d6"/>',
      '<path d="M1560 1060 L1600 700 H1680 L1720 1060 Z" fill="#7a4b32"/>' +
        '<path d="M1580 700 L1640 610 L1700 700 Z" fill="#3f2a1e"/>',
      '<g fill="#f3efe6" stroke="#3f2a1e" stroke-width="6" transform="rotate(20 1640 680)">' +
        '<rect x="1630" y="380" width="24" height="300"/><rect x="1630" y="680" width="24" height="300"/>' +
        '<rect x="1340" y="668" width="300" height="24"/><rect x="1640" y="668" width="300" height="24"/></g>',
      '<g fill="#ffffff" opacity="0.9"><ellipse cx="600" cy="380" rx="220" ry="70"/>' +
        '<ellipse cx="760" cy="350" rx="160" ry="80"/><ellipse cx="1900" cy="260" rx="200" ry="60"/></g>',
    ],
  },
  canal: {
    sky: ['#c6dcef', '#f4f1ea'],
    shapes: [
      ...[
        ['#a0522d', 0, 420],
        ['#5b3a29', 300, 360],
        ['#2f4f6f', 560, 470],
        ['#8b2e2e', 860, 380],
        ['#6b5b45', 1160, 440],
        ['#3f5f3f', 1460, 400],
        ['#9b6a3c', 1760, 350],
        ['#4a4a5a', 2060, 430],
      ].map(
        ([color, x, top]) =>
          `<g><rect x="${x}" y="${top}" width="300" height="${1100 - top}" fill="${color}"/>` +
          `<path d="M${x} ${top} L${x + 150} ${top - 140} L${x + 300} ${top} Z" fill="${color}"/>` +
          [0, 1, 2]
            .map(
              (row) =>
                `<rect x="${x + 50}" y="${top + 80 + row * 200}" width="70" height="120" fill="#f3efe6"/>` +
                `<rect x="${x + 180}" y="${top + 80 + row * 200}" width="70" height="120" fill="#f3efe6"/>`,
            )
            .join('') +
          '</g>',
      ),
      '<rect y="1100" width="2400" height="500" fill="#355c6e"/>',
      '<g fill="#ffffff" opacity="0.25"><rect x="100" y="1200" width="600" height="10"/>' +
        '<rect x="1200" y="1350" width="800" height="10"/></g>',
      '<path d="M900 1300 h600 l-80 80 h-440 Z" fill="#1f2a33"/>',
    ],
  },
  forest: {
    sky: ['#dfe9d8', '#a9c7a0'],
    shapes: [
      '<rect y="1200" width="2400" height="400" fill="#4d6b3c"/>',
      ...Array.from({ length: 12 }, (_, i) => {
        const x = 100 + i * 200;
        const height = 700 + ((i * 137) % 300);
        const shade = ['#1f4d2b', '#2c6339', '#184025'][i % 3];
        return (
          `<rect x="${x + 40}" y="${1250 - 120}" width="30" height="140" fill="#4a3324"/>` +
          `<path d="M${x - 60} 1150 L${x + 55} ${1150 - height} L${x + 170} 1150 Z" fill="${shade}"/>`
        );
      }),
      '<path d="M1100 1600 C1150 1400 1250 1300 1200 1200 H1260 C1320 1300 1300 1450 1400 1600 Z" fill="#a58b5c"/>',
    ],
  },
  city: {
    sky: ['#0f1b3d', '#3a3f78'],
    shapes: [
      '<circle cx="1900" cy="300" r="90" fill="#f3efe6"/>',
      ...[
        [0, 700, 260],
        [260, 520, 200],
        [460, 820, 240],
        [700, 420, 180],
        [880, 640, 280],
        [1160, 300, 200],
        [1360, 560, 260],
        [1620, 760, 220],
        [1840, 480, 260],
        [2100, 660, 300],
      ].map(
        ([x, top, width]) =>
          `<rect x="${x}" y="${top}" width="${width}" height="${1400 - top}" fill="#1c2238"/>` +
          Array.from(
            { length: Math.floor((1300 - top) / 90) },
            (_, row) =>
              `<rect x="${x + 30}" y="${top + 40 + row * 90}" width="${width - 60}" height="30" fill="#f6d77a" ` +
              `opacity="${0.35 + ((row * 7 + x) % 5) / 10}"/>`,
          ).join(''),
      ),
      '<rect y="1400" width="2400" height="200" fill="#141a2c"/>',
      '<g fill="#f6d77a" opacity="0.3"><rect x="200" y="1450" width="400" height="8"/>' +
        '<rect x="1300" y="1500" width="600" height="8"/></g>',
    ],
  },
};

function svg(name, { sky, shapes }, width, height) {
  const gradient =
    `<linearGradient id="sky-${name}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 2400 1600">
<defs>${gradient}</defs>
<rect width="2400" height="1600" fill="url(#sky-${name})"/>
${shapes.join('\n')}
</svg>
`;
}

await mkdir(outDir, { recursive: true });
for (const [name, scene] of Object.entries(scenes)) {
  await writeFile(`${outDir}gallery-${name}.svg`, svg(name, scene, 2400, 1600));
  await writeFile(`${outDir}gallery-${name}-thumb.svg`, svg(name, scene, 600, 400));
}
console.log(`wrote ${Object.keys(scenes).length * 2} images to ${outDir}`);
