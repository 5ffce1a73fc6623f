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
