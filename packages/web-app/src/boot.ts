/**
 * The boot entry (issue 38): the HTML runs it before the app's entry, as soon as its own small graph has arrived.
 * On a first visit 000 §4's start-up is a chain of three round trips before the stream call; started from the
 * app's entry it left only once React, the router, i18next and the page code had been fetched, compiled and
 * evaluated (≈ 500 ms after the navigation on this machine, seconds on a phone's link). This graph leaves all
 * of that out, so the chain runs while the rest of the app downloads. The app's entry imports the same modules
 * (main.tsx): one instance of each, shared through a common chunk, so the entry adopts this run
 * (`sessionHeadStart()`) and never starts a second one — and starts it itself where no boot script ran.
 */
// First: takes ?access_token= out of the address bar before any other module runs.
import './strip-url-token';
// Before any schema is built: no eval probe under the CSP (security/zod-jitless.ts).
import './security/zod-jitless';
// The session's start, the page's early calls, and on a channel page the player's code (early-start.ts).
import './session/early-start';
