import userEvent from '@testing-library/user-event';

/**
 * Puts `value` into a text field as one paste (a click, then one input event): for a test about what the form does
 * with a value. A test about what each key does, or a field that rewrites its value as it is typed, types instead.
 */
export const pasteInto = async (field: HTMLElement, value: string) => {
  await userEvent.click(field);
  await userEvent.paste(value);
};
