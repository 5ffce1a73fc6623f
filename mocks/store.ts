/**
 * The app's store for tests outside src/app: tests of shared folders and features build the real store through the
 * test home, so the layer rule (nothing below src/app imports it, ESLint) holds for their code too.
 */
export { setupStore } from '../src/app/store';
