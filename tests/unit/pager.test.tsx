// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../src/components/Pager';
import { initI18n, loadConsoleMessages } from '../../src/i18n';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(node));
  return host;
}

describe('the one pager of every list', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says the page and what the list holds, and moves a page either way', async () => {
    await initI18n('en');
    await loadConsoleMessages('en'); // The pager is the console's.
    const onChange = vi.fn();
    const host = render(<Pager page={2} pages={3} summary="41 in all" label="Orders" onChange={onChange} />);
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('Orders');
    expect(host.textContent).toContain('41 in all');
    expect(host.textContent).toContain('Page 2 of 3');
    const [prev, next] = [...host.querySelectorAll('button')];
    expect(prev.getAttribute('aria-label')).toBe('Previous page');
    act(() => prev.click());
    act(() => next.click());
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it('shows nothing for one page without a summary, and no second click while busy', async () => {
    await initI18n('zh');
    await loadConsoleMessages('zh');
    expect(render(<Pager page={1} pages={1} onChange={() => {}} />).innerHTML).toBe('');
    const busy = render(<Pager page={2} pages={3} busy onChange={() => {}} />);
    expect([...busy.querySelectorAll('button')].every((b) => b.disabled)).toBe(true);
    expect(busy.textContent).toContain('第2页，共3页');
  });

  it('is the only pager: no other file draws previous / next page buttons', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
      });
    const others = files('src').filter(
      (f) =>
        f !== join('src', 'components', 'Pager.tsx') && /icon="chevron-(left|right)"/.test(readFileSync(f, 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
