import { describe, expect, it } from 'vitest';
import { parseSvgArtwork } from './svgArtwork';

const svg = (attributes: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe('parseSvgArtwork', () => {
  it('finds the distinct fills in order of first appearance, however they are written', async () => {
    const artwork = await parseSvgArtwork(
      svg(
        'width="40" height="20"',
        '<rect width="10" height="10" fill="rgb(255, 0, 0)"/><rect x="10" width="10" height="10" fill="#00F"/>' +
          '<g><rect x="20" width="10" height="10" fill="#ff0000"/><rect x="30" width="5" height="5" fill="none" stroke="#0f0"/></g>' +
          '<circle cx="5" cy="15" r="3"/>',
      ),
    );
    expect(artwork.fills).toEqual(['#ff0000', '#0000ff', '#000000']);
    expect(artwork.shapes.map((shape) => shape.target)).toEqual([0, 1, 0, 2]);
    expect([artwork.width, artwork.height]).toEqual([40, 20]);
  });

  it('takes its size from the viewBox, or from what it draws when it has neither', async () => {
    const viewBox = await parseSvgArtwork(svg('viewBox="0 0 64 32"', '<rect width="8" height="8"/>'));
    expect([viewBox.width, viewBox.height]).toEqual([64, 32]);
    const bare = await parseSvgArtwork(svg('', '<rect x="10" y="5" width="30" height="15" fill="#123456"/>'));
    // Fabric measures shapes with their default 1 px stroke, drawn or not.
    expect([bare.width, bare.height]).toEqual([40.5, 20.5]);
    const empty = await parseSvgArtwork(svg('', ''));
    expect([empty.width, empty.height, empty.fills.length]).toEqual([1, 1, 0]);
  });
});
