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
