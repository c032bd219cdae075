import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet } from './highlighted-snippet';

describe('HighlightedSnippet', () => {
  it('marks the matched words of a real verse (1 Corinthians 13:4, WEB)', () => {
    const { container } = render(
      <p>
        <HighlightedSnippet
          parts={[
            { text: 'Love is patient and is kind; ', highlight: false },
            { text: 'love', highlight: true },
            { text: " doesn't envy.", highlight: false },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe("Love is patient and is kind; love doesn't envy.");
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['love']);
  });

  it('shows markup in a snippet as text, never as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedSnippet
          parts={[
            { text: '<img src=x onerror="alert(1)">', highlight: true },
            { text: ' <b>bold</b>', highlight: false },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b>');
  });
});
