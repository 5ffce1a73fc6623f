/**
 * Lets the browser paint what was just rendered (a busy button, a new frame) before the caller goes on with work that
 * holds the main thread (SRP's big-number math in Amplify's signIn, the app's start after a sign-in). The next frame's
 * callback runs just before that frame paints; the timer after it runs once the frame is painted. Where the document
 * is hidden, frames may never come, so the timer alone is used.
 */
export const yieldToPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const afterPaint = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
      requestAnimationFrame(afterPaint);
    else afterPaint();
  });

/**
 * Resolves once the browser reports the next largest contentful paint (`PerformanceObserver`): the frame that shows
 * what was just rendered as the member sees it, after raster and compositing, which on a busy phone can come well
 * after the main thread's part of the frame (what `yieldToPaint` waits for). After `capMs` at most: new content that
 * is not larger than what was there already reports nothing, nor do browsers without the entry type.
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
