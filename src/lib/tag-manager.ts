import { isValidContainerId } from './tag-manager-id';

/** Loads the tag manager deferred for page views; an invalid id loads nothing and says why. */
export const loadTagManager = (containerId: string, doc: Document = document) => {
  if (!containerId) return false;
  if (!isValidContainerId(containerId)) {
    console.warn(
      `Tag manager not loaded: container id "${containerId}" must be GTM- or G- followed by uppercase letters and digits.`,
    );
    return false;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.defer = true;
  script.src = containerId.startsWith('GTM-')
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
};
