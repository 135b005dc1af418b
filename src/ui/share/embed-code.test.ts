/** Link addresses keep the page's path; embed snippets are well-formed and escaped. */
import { describe, expect, it } from 'vitest';
import { embedCode, embedUrl, escapeAttribute, linkUrl } from './embed-code.ts';

describe('linkUrl', () => {
  it('keeps the protocol, host, sub-path and query of the page', () => {
    const location = {
      protocol: 'https:',
      host: 'example.edu:8443',
      pathname: '/courses/db/lockstep/',
      search: '?lang=en',
    };
    expect(linkUrl(location, 'v=1&id=textbook-2pl')).toBe(
      'https://example.edu:8443/courses/db/lockstep/?lang=en#v=1&id=textbook-2pl',
    );
  });

  it('works for a page opened from a file', () => {
    const location = { protocol: 'file:', host: '', pathname: '/home/a/index.html', search: '' };
    expect(linkUrl(location, 'v=1')).toBe('file:///home/a/index.html#v=1');
  });
});

describe('embedUrl', () => {
  it('adds embed=1 to the fragment, replacing any embed value', () => {
    expect(embedUrl('https://x.org/app/#v=1&id=a')).toBe('https://x.org/app/#v=1&id=a&embed=1');
    expect(embedUrl('https://x.org/app/#v=1&embed=0&id=a')).toBe(
      'https://x.org/app/#v=1&id=a&embed=1',
    );
    expect(embedUrl('https://x.org/app/')).toBe('https://x.org/app/#embed=1');
  });
});

describe('embedCode', () => {
  it('writes a lazy, sandboxed, titled iframe with embed=1', () => {
    const code = embedCode('https://x.org/app/#v=1&id=textbook-2pl', {
      title: 'Lockstep: 2PL',
      width: 800,
      height: 500,
    });
    expect(code).toMatch(/^<iframe [^>]*><\/iframe>$/);
    expect(code).toContain('src="https://x.org/app/#v=1&amp;id=textbook-2pl&amp;embed=1"');
    expect(code).toContain('title="Lockstep: 2PL"');
    expect(code).toContain('width="800" height="500"');
    expect(code).toContain('loading="lazy"');
    expect(code).toMatch(/sandbox="[^"]*\ballow-scripts\b[^"]*"/);
  });

  it('escapes quotes and angle brackets so nothing breaks out of an attribute', () => {
    const code = embedCode('https://x.org/a"b<c>#v=1', { title: 'A "quoted" <b>title</b> & more' });
    expect(code).toContain('src="https://x.org/a&quot;b&lt;c&gt;#v=1&amp;embed=1"');
    expect(code).toContain('title="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more"');
    // Exactly the attribute quotes remain: every value opens and closes once.
    const quotes = code.match(/"/g)?.length ?? 0;
    expect(quotes % 2).toBe(0);
    expect(code.match(/<iframe/g)).toHaveLength(1);
  });

  it('falls back to a default size for a missing or nonsensical one', () => {
    expect(embedCode('https://x.org/#v=1', { title: 't', width: Number.NaN })).toContain(
      'width="960" height="640"',
    );
  });

  it('escapes every special character in attribute text', () => {
    expect(escapeAttribute(`&"'<>`)).toBe('&amp;&quot;&#39;&lt;&gt;');
  });
});
