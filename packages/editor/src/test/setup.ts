// The faces the engine's defaults use (SPEC §9: Open Sans for texts, Fredoka One for fancy text, Montserrat
// for poll answers as AvenyT's substitute), served by
// the test server from npm packages, so canvas tests and golden images never depend on the machine's fonts.
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/fredoka-one/400.css';
import '@fontsource/montserrat/700.css';

await Promise.all([
  document.fonts.load('400 16px "Open Sans"'),
  document.fonts.load('700 16px "Open Sans"'),
  document.fonts.load('400 16px "Fredoka One"'),
  document.fonts.load('700 16px "Montserrat"'),
]);
