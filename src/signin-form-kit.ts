/** The portal's part of the sign-in form kit, in `main.js` (one of src/main.tsx's steps). */
export { TextField } from './ui/TextField';
export { BusyButton } from './ui/BusyButton';
export { FormAlert } from './ui/FormAlert';
export { PageHeading } from './ui/PageHeading';
export { validateWith } from './ui/form-validation';
export { useOriginatingService } from './routing/use-originating-service';
