/**
 * One table of colours, good and bad, that core's colour module and every colour input of the web app are
 * tested against, so that each is accepted or refused the same everywhere (SPEC §5).
 * `typed` is what a colour input stores for the text (null: 'Bad Hex'); `stored` whether a document may
 * hold the text as it is.
 */
export interface ColourInputCase {
  input: string;
  typed: string | null;
  stored: boolean;
}

export const COLOUR_INPUTS: readonly ColourInputCase[] = [
  { input: '#abc', typed: '#aabbcc', stored: true },
  { input: '#AABBCC', typed: '#aabbcc', stored: true },
  { input: 'rgb(1,2,3)', typed: '#010203', stored: true },
  { input: 'RGB( 255 , 0 , 10 )', typed: '#ff000a', stored: true },
  { input: 'rgba(1,2,3,0.5)', typed: 'rgba(1, 2, 3, 0.5)', stored: true },
  { input: 'rgba(1, 2, 3, .25)', typed: 'rgba(1, 2, 3, 0.25)', stored: true },
  { input: 'rgba(1,2,3,1)', typed: '#010203', stored: true },
  { input: 'rgba(1,2,3,0)', typed: 'rgba(1, 2, 3, 0)', stored: true },
  { input: '  #abc ', typed: '#aabbcc', stored: false },
  // Hex with alpha digits: documents may hold it, a person may not type it (SPEC §5: #RGB or #RRGGBB).
  { input: '#abcd', typed: null, stored: true },
  { input: '#aabbcc80', typed: null, stored: true },
  { input: 'transparent', typed: null, stored: true },
  { input: '', typed: null, stored: false },
  { input: '   ', typed: null, stored: false },
  { input: '#12', typed: null, stored: false },
  { input: '#12345', typed: null, stored: false },
  { input: '#ggg', typed: null, stored: false },
  { input: 'ff3366', typed: null, stored: false },
  { input: 'red', typed: null, stored: false },
  { input: 'hsl(0, 100%, 50%)', typed: null, stored: false },
  { input: 'rgb(300,0,0)', typed: null, stored: false },
  { input: 'rgb(256,0,0)', typed: null, stored: false },
  { input: 'rgb(-1,0,0)', typed: null, stored: false },
  { input: 'rgb(1.5,2,3)', typed: null, stored: false },
  { input: 'rgb(10%,0%,0%)', typed: null, stored: false },
  { input: 'rgb(1 2 3 / 0.5)', typed: null, stored: false },
  { input: 'rgb(1,2)', typed: null, stored: false },
  { input: 'rgba(1,2,3,2)', typed: null, stored: false },
  { input: 'rgba(1,2,3,50%)', typed: null, stored: false },
  { input: 'javascript:alert(1)', typed: null, stored: false },
  { input: 'url(https://evil.test/x)', typed: null, stored: false },
  { input: 'expression(alert(1))', typed: null, stored: false },
  { input: '#abc;background:url(x)', typed: null, stored: false },
  // Longer than any colour (FIELD_LIMITS.colour) even when trimmed would make it one.
  { input: `#abc${' '.repeat(64)}`, typed: null, stored: false },
  { input: `rgb(1,2,3${' '.repeat(5 * 1024 * 1024)})`, typed: null, stored: false },
  { input: `#${'a'.repeat(5 * 1024 * 1024)}`, typed: null, stored: false },
];
