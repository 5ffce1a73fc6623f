/** Set on <html> while a member's session may exist: index.html's CSS hides the prerendered (signed-out) header. */
export const MAY_HAVE_SESSION_ATTRIBUTE = 'data-may-have-session';

/** Set on <div id="root"> once React has committed the page (hydrated or rendered afresh): the page is the app's. */
export const MOUNTED_ATTRIBUTE = 'data-mounted';
