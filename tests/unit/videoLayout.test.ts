import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../../src/domain/videoLayout';

/**
 * The editor's preview (CSS) and the made video (src/domain/videoLayout.ts, drawn by mirage/media/compose.ts) place
 * the same parts in the same places: a change to one without the other fails here.
 */
const css = readFileSync('src/pages/createtask/createtask.css', 'utf8');
const rule = (selector: string): string => {
  const at = css.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
};
const pct = (block: string, prop: string): number => {
  const m = new RegExp(`\\n\\s*${prop}:\\s*([\\d.]+)%`).exec(block);
  expect(m, `${prop} in ${block}`).not.toBeNull();
  return Number(m?.[1]) / 100;
};

describe('the preview and the video share one layout', () => {
  it('places the presenter, subtitle, cover and card alike', () => {
    expect(pct(rule('.task-preview .person'), 'height')).toBe(LAYOUT.person.height);
    expect(pct(rule('.task-preview .person'), 'max-width')).toBe(LAYOUT.person.maxWidth);
    const caption = rule('.task-preview .caption');
    expect(pct(caption, 'left')).toBe(LAYOUT.caption.side);
    expect(pct(caption, 'bottom')).toBe(LAYOUT.caption.bottom);
    expect(caption).toContain(`${LAYOUT.caption.font * 100}cqw`);
    expect(pct(rule('.task-preview .cover-title'), 'top')).toBe(LAYOUT.coverTitle.top);
    const thumb = rule('.task-preview .cover-thumb');
    expect(pct(thumb, 'top')).toBe(LAYOUT.coverImage.top);
    expect(pct(thumb, 'width')).toBe(LAYOUT.coverImage.width);
    const card = rule('.task-preview .card');
    expect(pct(card, 'left')).toBe(LAYOUT.card.left);
    expect(pct(card, 'bottom')).toBe(LAYOUT.card.bottom);
    expect(pct(card, 'max-width')).toBe(LAYOUT.card.maxWidth);
    expect(rule('.task-preview')).toContain(
      `radial-gradient(circle at 50% 35%, ${LAYOUT.backdrop.stops[0][1]}, ${LAYOUT.backdrop.stops[1][1]} 70%, ${LAYOUT.backdrop.stops[2][1]})`,
    );
  });
});
