/**
 * The `{name}` placeholders of a catalogue template, read from its literal type, so that a call with a missing or
 * misspelt value fails to compile. A plain `string` template (not from the catalogue) accepts any values.
 */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type TemplateValues<T extends string> = Record<Placeholders<T>, string | number>;

const placeholder = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders of a catalogue template. A placeholder without a value is left as written, so a
 * forgotten value is visible on screen and in tests rather than silently becoming empty text.
 */
export const format = <T extends string>(template: T, values: TemplateValues<T>): string =>
  template.replace(placeholder, (whole, name: string) => {
    const value: unknown = (values as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
