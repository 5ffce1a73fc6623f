import { setIn } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

type Errors = Record<string, unknown>;

const getPath = (object: Errors, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Errors)[key] : undefined), object);

/**
 * Adapts a yup schema to react-final-form's `validate`. The schema is made at each validation, so its messages follow
 * the catalogue's current language.
 */
export const validateWith =
  <Values extends object>(schemaOf: () => AnyObjectSchema) =>
  (values: Values): Errors => {
    try {
      schemaOf().validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: Errors = {};
      for (const inner of error.inner) {
        if (inner.path && getPath(errors, inner.path) === undefined)
          errors = setIn(errors, inner.path, inner.message) as Errors;
      }
      return errors;
    }
  };
