import type { Placeholders } from './format';
import type { Catalogue } from './ja';

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** A text with the same `{name}` placeholders as the Japanese template it translates (each at least once). */
type SameTemplate<T extends string> = [Placeholders<T>] extends [never]
  ? string
  : UnionToIntersection<Placeholders<T> extends infer Name extends string ? `${string}{${Name}}${string}` : never>;

/** The shape of a catalogue: every key of `ja`, texts as strings (templates with ja's placeholders), lists as long. */
export type Translation<T> = T extends string ? SameTemplate<T> : { readonly [K in keyof T]: Translation<T[K]> };

type PlainTexts<T> = T extends string ? string : { readonly [K in keyof T]: PlainTexts<T[K]> };

/**
 * A second language's catalogue: `ja`'s keys exactly, the same placeholders, except that a date template picks what it
 * needs (src/i18n/dates.ts).
 */
export type CatalogueText = Translation<Omit<Catalogue, 'dates'>> & { readonly dates: PlainTexts<Catalogue['dates']> };
