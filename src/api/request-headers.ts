/**
 * The headers of every request of the API client (./base.ts), with the member's ID token as the bearer when there is
 * one. Also what the app shell's boot script sends with its early `/me` (src/boot/start-early-reads.ts), so that read
 * is the client's own request. Without imports: it is bundled into the inline boot script.
 */
export const apiRequestHeaders = (idToken?: string): Record<string, string> => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
});
