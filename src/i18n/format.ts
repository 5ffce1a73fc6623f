/** The `{name}` placeholders of a catalogue template, from its literal type: a missing value fails to compile. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type TemplateValues<T extends string> = Record<Placeholders<T>, string | number>;

const placeholder = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; one without a value stays as written, so a forgotten value is visible. */
export const format = <T extends string>(template: T, values: TemplateValues<T>): string =>
  template.replace(placeholder, (whole, name: string) => {
    const value: unknown = (values as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
