import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import '../i18n/screens/relationship';

export type RelationshipCode = keyof typeof ja.relationship.labels;

export const INSURED_PERSON_CODE = '00';

const labels: Readonly<Record<string, string>> = ja.relationship.labels;

export const isRelationshipCode = (code: unknown): code is RelationshipCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(labels, code);

/** The label of a known code (00 is 本人), else undefined. */
export const relationshipLabel = (code: unknown): string | undefined =>
  isRelationshipCode(code) ? labels[code] : undefined;

/** Spec section 3: only the exact code '00' is the insured; a missing code is an unknown family relationship. */
export const relationshipDisplay = (code: unknown): string => {
  if (code === INSURED_PERSON_CODE) return ja.relationship.insured;
  return format(ja.relationship.family, { label: relationshipLabel(code) ?? ja.relationship.unknown });
};
