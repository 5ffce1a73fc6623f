declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The user id is the only member datum analytics ever receives. */
export const pushUserId = (userId: string) => {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  const last = window.dataLayer.filter((entry) => 'user_id' in entry).at(-1);
  if (last?.user_id !== userId) window.dataLayer.push({ user_id: userId });
};

/** At every end of a session: GTM keeps the last `user_id`, so the next visitor's views would be the member's. */
export const clearUserId = () => {
  if (typeof window === 'undefined' || !window.dataLayer) return;
  const last = window.dataLayer.filter((entry) => 'user_id' in entry).at(-1);
  if (last && last.user_id !== undefined) window.dataLayer.push({ user_id: undefined });
};
