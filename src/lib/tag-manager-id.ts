// GTM- for a Tag Manager container, G- for a GA4 measurement id; nothing else may reach a script URL.
const CONTAINER_ID = /^(?:GTM|G)-[A-Z0-9]+$/;

/** Spec section 9: GTM- or G- followed by uppercase letters and digits only. */
export const isValidContainerId = (id: unknown): id is string => typeof id === 'string' && CONTAINER_ID.test(id);
