import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../src/screens/listings/rich-text';

const rendered = (html: string) => render(<RichText html={html} />).container.firstElementChild!.innerHTML;

describe('RichText', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>A <strong>quiet</strong> villa<br>near <em>Unawatuna</em></p><ul><li>Garden</li></ul><ol><li><b>B</b><i>I</i><u>U</u></li></ol>';
    expect(rendered(html)).toBe(html);
  });

  it('drops every attribute, so no handler or link survives', () => {
    expect(rendered('<p onclick="alert(1)" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('drops scripts, styles and embedded documents with their content', () => {
    const html = '<p>Before</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg><p>After</p>';
    expect(rendered(html)).toBe('<p>Before</p><p>After</p>');
  });

  it('unwraps other elements to their text and renders markup-looking text as text', () => {
    expect(rendered('<p><a href="javascript:alert(1)">Book</a> <img src=x onerror="alert(1)">now &lt;b&gt;</p>')).toBe('<p>Book now &lt;b&gt;</p>');
  });
});
