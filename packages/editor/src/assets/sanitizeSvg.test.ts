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

  it('drops every animation, which Fabric does not draw and which can turn an attribute into a link', () => {
    const clean = sanitizeSvg(
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="onclick" to="x"/>' +
          '<animate attributeName="href" values="javascript:alert(1)"/><animate attributeName="opacity" from="0" to="1"/>' +
          '<rect width="1" height="1"/></a>',
      ),
    );
    expect(clean).not.toMatch(/<set|<animate|attributeName|href|onclick|javascript/);
    expect(clean).toContain('<rect width="1" height="1"/>');
  });

  it('drops links to other hosts and to script however they are spelled', () => {
    const clean = sanitizeSvg(
      svg(
        '<use href="http://evil.test/x.svg#a"/><use xlink:href="https://evil.test/y.svg#b"/>' +
          '<a xlink:href="javascript:alert(1)"><rect/></a><a href=" JaVaScRiPt:alert(1)"><rect/></a>' +
          '<a href="java&#x09;script:alert(1)"><rect/></a><image src="https://evil.test/z.png"/>' +
          '<filter id="f"><feImage href="https://evil.test/f.png"/></filter>',
      ),
    );
    expect(clean).not.toMatch(/evil|script|href/i);
    expect(clean).toContain('<feImage');
  });

  it('drops url() and @import spelled with CSS escapes', () => {
    const clean = sanitizeSvg(
      svg(
        '<style>@\\69mport "https://evil.test/a.css"; .a { fill: \\75rl(https://evil.test/p.svg#p) }</style>' +
          '<rect style="fill: \\75 rl(https://evil.test/q#r)"/><rect fill="\\75rl(https://evil.test/s#t)"/>',
      ),
    );
    expect(clean).not.toMatch(/evil|mport|\\/);
  });

  it('leaves nothing that script could run from when the output is read as XML or as HTML (namespace confusion)', () => {
    const clean = sanitizeSvg(
      svg(
        '<g><p xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></p></g>' +
          '<math xmlns="http://www.w3.org/1998/Math/MathML"><mtext><mglyph><style>&lt;img src=x onerror=alert(1)&gt;</style></mglyph></mtext></math>' +
          '<style>&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</style>' +
          '<desc><![CDATA[</desc><script>alert(1)</script>]]></desc>' +
          '<title>&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;</title><rect fill="#010203"/>',
      ),
    );
    const asXml = new DOMParser().parseFromString(clean, 'image/svg+xml');
    const asHtml = new DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
    for (const document of [asXml, asHtml]) {
      for (const element of document.querySelectorAll('*')) {
        if (document === asHtml && ['html', 'head', 'body'].includes(element.localName)) continue;
        expect(element.namespaceURI, element.outerHTML).toBe('http://www.w3.org/2000/svg');
        expect(element.localName).not.toMatch(/^(script|img|foreignobject|math|p)$/i);
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
      }
    }
    expect(clean).toContain('fill="#010203"');
  });

  it('refuses what is not an SVG document', () => {
    expect(() => sanitizeSvg('<html><body/></html>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('<svg><rect></svg>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('not xml')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('<svg><rect/></svg>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toThrow(
      InvalidSvgError,
    );
  });
});
