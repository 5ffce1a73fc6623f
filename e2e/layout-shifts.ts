import type { Page } from '@playwright/test';

/** One layout shift the browser reported, with each moved element and its box before and after. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift of each document from its start (before the page's own scripts) into
 * `window.layoutShifts` (read it with `layoutShiftsOf`).
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : source.node?.nodeName}: ` +
              `${box(source.previousRect)} -> ${box(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts recorded so far in the page's document (after two frames, so a pending one is reported). */
export const layoutShiftsOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts)),
        ),
      ),
  );
