/** Set by the build on <div id="root"> of a prerendered page: the route name whose markup it holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set by the build on the root of a signed-in page's app shell: the route whose frame it holds. Never hydrated;
 * index.html's CSS shows it only while a session may exist.
 */
export const SHELL_ATTRIBUTE = 'data-shell';

/** Set on <html> while a member's session may exist: index.html's CSS hides the prerendered (signed-out) header. */
export const MAY_HAVE_SESSION_ATTRIBUTE = 'data-may-have-session';

/** Set on <div id="root"> once React has committed the page. */
export const MOUNTED_ATTRIBUTE = 'data-mounted';
