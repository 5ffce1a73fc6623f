/** What every rejected identity call carries: Cognito's error name and message, unchanged. */
export interface IdentityError {
  name: string;
  message: string;
}

export const toIdentityError = (error: unknown): IdentityError => {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
};
