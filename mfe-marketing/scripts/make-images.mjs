#!/usr/bin/env node
// Generates the marketing images from our own SVG drawings (no stock photos):
// - the hero in WebP at 480/800/1200 px wide (rasterised and encoded by Chromium's canvas), for srcset;
// - eight before/after illustrations as small SVG files.
// Usage (from mfe-marketing/): node scripts/make-images.mjs. Outputs are committed under src/assets/.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'src', 'assets');
mkdirSync(out, { recursive: true });
const { chromium } = createRequire(path.join(here, '..', '..', 'e2e', 'package.json'))('@playwright/test');

const HERO_WIDTHS = [480, 800, 1200];
const heroSvg = readFileSync(path.join(here, 'hero.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const width of HERO_WIDTHS) {
  const height = Math.round((width * 2) / 3);
  const dataUrl = await page.evaluate(
    async ({ svg, width, height }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(img, 0, 0, width, height);
      return canvas.toDataURL('image/webp', 0.72);
    },
    { svg: heroSvg, width, height },
  );
  const file = path.join(out, `hero-${width}.webp`);
  writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(file);
}
await browser.close();

// Before/after illustrations: one room type each, "before" cluttered and grey, "after" bright and tidy.
const ROOMS = [
  { name: 'living-room', wall: '#dfe9f5', floor: '#b89466', furniture: '#0b5cad' },
  { name: 'kitchen', wall: '#f3efe4', floor: '#9aa5b1', furniture: '#1a7f37' },
  { name: 'office', wall: '#e4e8ee', floor: '#6b7785', furniture: '#1f2933' },
  { name: 'bathroom', wall: '#e0f2f1', floor: '#cfd8dc', furniture: '#0b5cad' },
  { name: 'bedroom', wall: '#f6e9ef', floor: '#b08d57', furniture: '#7b3f61' },
  { name: 'construction-site', wall: '#eee7da', floor: '#8d7b68', furniture: '#f5b301' },
  { name: 'event-hall', wall: '#ede7f6', floor: '#a1887f', furniture: '#4527a0' },
  { name: 'warehouse', wall: '#e3e3e3', floor: '#757575', furniture: '#37474f' },
];

function scene(room, clean) {
  const dirt = clean
    ? ''
    : `<g fill="#5d4a36" opacity="0.55"><ellipse cx="80" cy="250" rx="30" ry="8"/><ellipse cx="250" cy="270" rx="40" ry="10"/><ellipse cx="330" cy="240" rx="22" ry="6"/></g>
       <g fill="#8d8d8d"><rect x="60" y="210" width="26" height="30" transform="rotate(-20 73 225)"/><rect x="300" y="215" width="34" height="22" transform="rotate(15 317 226)"/><circle cx="200" cy="240" r="12"/></g>
       <path d="M20 20 L60 60 M40 20 L20 60" stroke="#6d6d6d" stroke-width="2" opacity="0.6"/>`;
  const sparkle = clean
    ? `<g fill="#ffffff"><path d="M330 60 l4 14 l14 4 l-14 4 l-4 14 l-4 -14 l-14 -4 l14 -4z"/><path d="M90 240 l3 10 l10 3 l-10 3 l-3 10 l-3 -10 l-10 -3 l10 -3z"/></g>`
    : '';
  const filter = clean ? '' : ' filter="url(#dull)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><filter id="dull"><feColorMatrix type="saturate" values="0.35"/></filter></defs><g${filter}><rect width="400" height="300" fill="${room.wall}"/><rect y="200" width="400" height="100" fill="${room.floor}"/><rect x="250" y="40" width="110" height="90" rx="6" fill="#fff" stroke="${room.furniture}" stroke-width="6"/><rect x="60" y="130" width="160" height="75" rx="14" fill="${room.furniture}"/><rect x="75" y="110" width="130" height="40" rx="12" fill="${room.furniture}" opacity="0.8"/></g>${dirt}${sparkle}</svg>\n`;
}

ROOMS.forEach((room, i) => {
  for (const [state, clean] of [['before', false], ['after', true]]) {
    const file = path.join(out, `work-${i + 1}-${room.name}-${state}.svg`);
    writeFileSync(file, scene(room, clean));
  }
});
console.log(`wrote ${ROOMS.length * 2} before/after illustrations`);
