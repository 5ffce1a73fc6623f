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

/**
 * Spec section 3: 00 shows 被保険者; any other code 家族（label）, an unknown one 家族（不明な関係）.
 * Only the exact two-character string counts; a missing code is an unknown family relationship, never the insured.
 */
export const relationshipDisplay = (code: unknown): string => {
  if (code === INSURED_PERSON_CODE) return ja.relationship.insured;
  return format(ja.relationship.family, { label: relationshipLabel(code) ?? ja.relationship.unknown });
};
