/**
 * The headers of every API request, also sent by the boot script's early `/me` so that read is the client's own
 * request. Without imports: it is bundled into the inline boot script.
 */
export const apiRequestHeaders = (idToken?: string): Record<string, string> => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
});
