/**
 * The portal's own part of the sign-in form kit (the fields, alerts and buttons; the packages are entry modules, see
 * `signinFormKit` in webpack.config.ts): in `main.js`, started by src/main.tsx as one of its steps.
 */
export { TextField } from './ui/TextField';
export { BusyButton } from './ui/BusyButton';
export { FormAlert } from './ui/FormAlert';
export { PageHeading } from './ui/PageHeading';
export { validateWith } from './ui/form-validation';
export { useOriginatingService } from './routing/use-originating-service';
