import { failOnUnexpected } from './strict';

describe('the strict console rule', () => {
  it('fails on a warning nobody declared, with the line', () => {
    console.warn('something went wrong');
    expect(() => failOnUnexpected('this test')).toThrow('console.warn: something went wrong');
  });

  it("lets Redux Toolkit's timing lines of its development checks pass: they measure the host", () => {
    console.warn('SerializableStateInvariantMiddleware took 990ms, which is more than the warning threshold of 500ms.');
    console.warn('ImmutableStateInvariantMiddleware took 612ms, which is more than the warning threshold of 500ms.');
    expect(() => failOnUnexpected('this test')).not.toThrow();
    // Only those: a line of the same middleware about the state itself still fails.
    console.error('A non-serializable value was detected in the state, in the path: `auth.when`.');
    expect(() => failOnUnexpected('this test')).toThrow('non-serializable');
  });
});
