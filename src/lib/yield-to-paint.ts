/**
 * Lets the browser paint what was just rendered before work that holds the main thread: the next frame's callback,
 * then a timer (the timer alone while the document is hidden, where frames may never come).
 */
export const yieldToPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const afterPaint = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(afterPaint);
    else afterPaint();
  });

/**
 * Resolves at the next largest contentful paint, which on a busy phone can come well after the main thread's part of
 * the frame. At most `capMs`: content no larger than before reports nothing.
 */
export const contentPresented = (capMs = 500): Promise<void> =>
  new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver(done);
      observer.observe({ type: 'largest-contentful-paint' });
    }
  });
