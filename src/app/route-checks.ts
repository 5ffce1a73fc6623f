/** The route guards and the signed-in steps (src/app/steps.ts): one chunk, which every signed-in page loads first. */
export * from '../routing/guards';
export { startStepReads } from './steps';
