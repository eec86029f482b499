import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitizeSvg } from './sanitizeSvg';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;

describe('sanitizeSvg', () => {
  it('drops script, foreignObject and every event handler', () => {
    const clean = sanitizeSvg(
      svg(
        '<script>alert(1)</script><g onmouseover="alert(1)"><rect onclick="x()" fill="#123456"/></g>' +
          '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="/x"/></foreignObject>',
        ' onload="alert(1)"',
      ),
    );
    expect(clean).not.toMatch(/script|alert|foreignObject|iframe|onmouseover|onclick|onload/i);
    expect(clean).toContain('fill="#123456"');
  });

  it('keeps fragment, same-site and inline-image links and drops every other link', () => {
    const clean = sanitizeSvg(
      svg(
        '<use href="#a"/><use xlink:href="#b"/><image href="/uploads/a.png"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<image xlink:href="https://evil.test/a.png"/><use href="//evil.test/x.svg#a"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zy8+"/><a href="javascript:alert(1)"><rect/></a>',
      ),
    );
    expect(clean).toContain('href="#a"');
    expect(clean).toContain('xlink:href="#b"');
    expect(clean).toContain('href="/uploads/a.png"');
    expect(clean).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(clean).not.toMatch(/evil|svg\+xml|javascript/);
  });

  it('removes foreign url() and @import from styles, keeping url(#fragment)', () => {
    const clean = sanitizeSvg(
      svg(
        '<style>@import url("https://evil.test/a.css"); .a { fill: url(https://evil.test/p.svg#p) } .b { fill: url(#g) }</style>' +
          '<rect style="fill: url(\'http://evil.test/x#y\'); stroke: url(#g)"/><rect fill="url(http://evil.test/z#q)"/>' +
          '<rect fill="url(#g)"/>',
      ),
    );
    expect(clean).not.toMatch(/evil|@import/);
    expect(clean.match(/url\(#g\)/g)).toHaveLength(3);
  });

  it('drops animations that would turn an attribute into a link or a handler', () => {
    const clean = sanitizeSvg(
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="onclick" to="x"/>' +
          '<animate attributeName="opacity" from="0" to="1"/></a>',
      ),
    );
    expect(clean).not.toMatch(/set |href|onclick/);
    expect(clean).toContain('attributeName="opacity"');
  });

  it('refuses what is not an SVG document', () => {
    expect(() => sanitizeSvg('<html><body/></html>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('<svg><rect></svg>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('not xml')).toThrow(InvalidSvgError);
  });
});
