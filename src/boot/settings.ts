import { ME_PATH } from '../api/paths';
import type { Environment } from '../config/env';
import { identityEndpoint } from '../identity/identity-endpoint';
import type { ShellReads } from '../lib/boot-handoff';

/**
 * What the boot script acts on beyond its page (the endpoints it sends the tokens to, the tag manager it loads),
 * compiled into its text by the build (scripts/lib/boot-script.ts): the CSP's hash covers the text, not the element's
 * attributes, so a page whose markup was altered cannot point it elsewhere.
 */
export interface BootSettings {
  /** The app shell's first reads with a session (./start-early-reads.ts). */
  reads: ShellReads;
  /** The tag manager's container id; '' for none. */
  tagManager: string;
  /** The pool id's part after `_`, which the password sign-in's claim signs (as Amplify takes it). */
  userPoolName: string;
}

export const bootSettingsFor = (environment: Environment): BootSettings => ({
  reads: {
    identity: identityEndpoint(environment.identity.userPoolId, environment.identity.userPoolEndpoint),
    client: environment.identity.userPoolClientId,
    me: `${environment.apiBaseUrl}${ME_PATH}`,
  },
  tagManager: environment.tagManagerId,
  userPoolName: environment.identity.userPoolId.split('_')[1] ?? '',
});
