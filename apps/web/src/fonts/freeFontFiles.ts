// The built files of the free fonts (SPEC §3 font entries), as URLs Vite emits: nothing downloads until a face
// is used. Latin subset, woff2 (SPEC §9 font formats). Open Sans comes with the app's own CSS (main.tsx).
import fredokaOne400 from '@fontsource/fredoka-one/files/fredoka-one-latin-400-normal.woff2?url';
import glegoo400 from '@fontsource/glegoo/files/glegoo-latin-400-normal.woff2?url';
import glegoo700 from '@fontsource/glegoo/files/glegoo-latin-700-normal.woff2?url';
import lilitaOne400 from '@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff2?url';
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import lora400Italic from '@fontsource/lora/files/lora-latin-400-italic.woff2?url';
import lora700 from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import lora700Italic from '@fontsource/lora/files/lora-latin-700-italic.woff2?url';
import openSans400Italic from '@fontsource/open-sans/files/open-sans-latin-400-italic.woff2?url';
import raleway300 from '@fontsource/raleway/files/raleway-latin-300-normal.woff2?url';
import raleway400 from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url';
import raleway700 from '@fontsource/raleway/files/raleway-latin-700-normal.woff2?url';

export interface FaceFile {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  url: string;
}

export const FREE_FONT_FILES: readonly FaceFile[] = [
  { family: 'Fredoka One', weight: 400, style: 'normal', url: fredokaOne400 },
  { family: 'Glegoo', weight: 400, style: 'normal', url: glegoo400 },
  { family: 'Glegoo', weight: 700, style: 'normal', url: glegoo700 },
  { family: 'Lilita One', weight: 400, style: 'normal', url: lilitaOne400 },
  { family: 'Lora', weight: 400, style: 'normal', url: lora400 },
  { family: 'Lora', weight: 400, style: 'italic', url: lora400Italic },
  { family: 'Lora', weight: 700, style: 'normal', url: lora700 },
  { family: 'Lora', weight: 700, style: 'italic', url: lora700Italic },
  { family: 'Open Sans', weight: 400, style: 'italic', url: openSans400Italic },
  { family: 'Raleway', weight: 300, style: 'normal', url: raleway300 },
  { family: 'Raleway', weight: 400, style: 'normal', url: raleway400 },
  { family: 'Raleway', weight: 700, style: 'normal', url: raleway700 },
];
