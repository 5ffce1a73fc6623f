import { boot } from './boot';

// The boot script's own inline <script> element carries its settings as data attributes.
if (document.currentScript instanceof HTMLScriptElement) boot(document.currentScript);
