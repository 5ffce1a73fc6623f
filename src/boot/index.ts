import { boot } from './boot';

// The boot script's own (inline) <script> element carries the entry's URL (data-entry), what to prefetch
// (data-prefetch), whether to start at once (data-start) and the tag manager (data-tag-manager).
if (document.currentScript instanceof HTMLScriptElement) boot(document.currentScript);
