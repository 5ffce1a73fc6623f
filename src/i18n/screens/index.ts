/** Every screen group of the catalogue (src/i18n/ja.ts), for what reads all of it: tests, e2e, scripts. */
import './settings';
import './change-email';
import './change-password';
import './user-info';
import './eligibility';
import './relationship';
import './certificate';
import './policies';
import './inquiry';
import './signup';
import './mfa';
import './signout';
import './account-notices';
import './busy';
import './app-update';
import './expiry-reminder';
import './site-map';
