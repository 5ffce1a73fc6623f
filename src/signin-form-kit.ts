/**
 * The form kit of the sign-in page (react-final-form + yup, the shared fields, alerts and buttons), loaded with the
 * entry (src/main.tsx imports it as one of its steps, `webpackMode: "eager"`, so it is in `main.js`): /signin needs
 * all of it before its form works, so the first load downloads the same bytes, and every other form route then finds
 * it in the files index.html already loaded instead of downloading it as a shared async chunk. A module of this list
 * that /signin stops using makes every first load larger: keep it to what src/features/signin imports (directly or
 * through these files).
 */
export * as yup from 'yup';
export * as finalForm from 'final-form';
export * as reactFinalForm from 'react-final-form';
export * as textField from './ui/TextField';
export * as busyButton from './ui/BusyButton';
export * as formAlert from './ui/FormAlert';
export * as pageHeading from './ui/PageHeading';
export * as formValidation from './ui/form-validation';
export * as useOriginatingService from './routing/use-originating-service';
