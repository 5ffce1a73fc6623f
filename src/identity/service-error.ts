/** A refused call, as Amplify's JSON error parser makes it: Cognito's error name and message, and the status. */
export const serviceError = async (response: Response) => {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body (a front server's 5xx): the name stays UnknownError.
  }
  const raw = String(response.headers.get('x-amzn-errortype') ?? body.code ?? body.__type ?? 'UnknownError');
  const [clean = 'UnknownError'] = raw.split(/[,:]+/);
  const name = clean.includes('#') ? (clean.split('#')[1] ?? clean) : clean;
  const message = String(body.message ?? body.Message ?? 'Unknown error');
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: response.status } });
};
