import { describe, expect, it } from 'vitest';
import { createDocument, createObject, firstPage } from '@lienzo/core';
import { QUICK_COLOURS, QUICK_GREYS, documentColours } from './colourLists';

describe('colour lists', () => {
  it('has ten quick colours and five greys', () => {
    expect(QUICK_COLOURS).toHaveLength(10);
    expect(QUICK_GREYS).toHaveLength(5);
  });
  it('lists the colours a design uses once each', () => {
    const document = createDocument();
    firstPage(document).background.color = '#62CAD9';
    firstPage(document).objects.push(
      createObject('pz-text', { id: 'a', left: 0, top: 0, text: 'a', fill: '#ff0000' }),
      createObject('pz-text', { id: 'b', left: 0, top: 0, text: 'b', fill: '#FF0000' }),
    );
    expect(documentColours(document)).toEqual(['#62cad9', '#ff0000']);
  });
  it('lists colours with alpha by their #rrggbb and leaves out transparent and what is not a colour', () => {
    const document = createDocument();
    firstPage(document).background.color = 'transparent';
    const text = (id: string, fill: string) =>
      createObject('pz-text', { id, left: 0, top: 0, text: id, fill });
    firstPage(document).objects.push(
      text('a', 'rgba(0, 0, 255, 0.5)'),
      text('b', '#00ff0080'),
      text('c', '#00f'),
    );
    (firstPage(document).objects[2] as unknown as Record<string, unknown>).textBackgroundColor = 'red';
    expect(documentColours(document)).toEqual(['#0000ff', '#00ff00']);
  });
});
