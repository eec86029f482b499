// POST /api/save throughput and latency with a 50 KB editor document and a real PNG, 50 in flight.
import sharp from 'sharp';
import { hammer, signedInClient } from '../lib.mjs';

function textObject(index) {
  return {
    id: `t${index}`,
    type: 'pz-text',
    text: `Line ${index}: spring collection now on sale, every piece handmade in small batches.`,
    left: 20 + (index % 10) * 40,
    top: 20 + Math.floor(index / 10) * 60,
    width: 300,
    height: 40,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    animationStart: 0,
    animationEnd: null,
    animationDuration: null,
    animationEffect: 'fade',
    fontSize: 24,
    charSpacing: 2,
    lineHeight: 0.9,
    textAlign: 'left',
    fill: '#1a1a1a',
    textBackgroundColor: '',
    fontFamily: 'Open Sans',
    fontWeight: 'bold',
    fontStyle: 'normal',
    textDecoration: '',
    styles: [],
  };
}

export function benchDocument(objectCount = 100) {
  return {
    version: 1,
    layout: { key: 'instagram.story', width: 540, height: 960, name: 'Instagram Story' },
    viewport: { width: 270, height: 480, scale: 0.5 },
    name: '',
    background: { color: '#62CAD9', image: null },
    pattern: null,
    settings: {
      overlayColor: null,
      overlayOpacity: 0,
      darkness: 0,
      brightness: 0,
      blur: 0,
      zoomImage: 100,
      preset: null,
    },
    timeline: { duration: 15, audio: null },
    objects: Array.from({ length: objectCount }, (_, index) => textObject(index)),
  };
}

export async function benchPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960">
    <rect width="540" height="960" fill="#62CAD9"/><circle cx="270" cy="300" r="160" fill="#ff3366"/>
    <text x="40" y="700" font-size="64" font-family="sans-serif" fill="#1a1a1a">Spring sale</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

export async function apiSave(url, amount, connections) {
  const client = await signedInClient(url);
  const editor = benchDocument();
  const image = `data:image/png;base64,${await benchPng()}`;
  const body = JSON.stringify({
    image,
    layout: 'instagram.story',
    network: 'instagram',
    type: 'post',
    width: 540,
    height: 960,
    editor,
    app_version: '1.0',
    text_content: 'Spring sale',
    keywords: 'spring,sale',
    title: 'Bench design',
    post_type: 'IMAGE',
  });
  const result = await hammer({
    url,
    connections,
    amount,
    request: {
      method: 'POST',
      path: '/api/save',
      headers: { ...client.headers(), 'content-type': 'application/json' },
      body,
    },
  });
  return { ...result, editorKB: JSON.stringify(editor).length / 1024, pngKB: (image.length * 3) / 4 / 1024 };
}
