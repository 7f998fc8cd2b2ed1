// How the web build groups what pages share (docs/decisions/018). Every page is a chunk of its own
// (src/web/app/router.tsx); left to itself the bundler would also cut what pages share into dozens of
// tiny chunks, and on a phone every extra request costs a round trip (a browser opens six connections
// to a server). A group takes the modules that match, and everything they import that no group of
// higher priority took first. ([\\/]: either path separator.)

// Tabs and switches (Radix's roving focus and collections) appear only on the settings, security and
// privacy screens: kept out of the groups every page loads.
const SETTINGS_CONTROLS = /src[\\/]web[\\/]components[\\/]ui[\\/](tabs|switch-field)\.tsx$/;

// Overlays a page shows only once asked (dialogs, the notifications list, the phone menu) with Radix's
// dialog and popover machinery and date-fns: loaded on first use, so no group above may take them.
const OVERLAYS =
  /src[\\/]web[\\/](components[\\/]ui[\\/]modal-|app[\\/]shell[\\/](notifications-popover|mobile-menu-dialog)\.tsx$|lib[\\/]format-time\.ts$)/;

// The camera's barcode dialog and its reader (docs/decisions/047): a chunk of their own, loaded when
// 'Ler código' is pressed; the ZXing polyfill and its WebAssembly only after that, where the browser
// has no BarcodeDetector of its own. Only the button stays with the shared components.
const CAMERA_SCAN = /src[\\/]web[\\/]components[\\/]camera-scan[\\/]/;

// Helpers that check a form with a shared zod schema: they go with zod (the "validation" group), or the
// "ui" group every signed-in page loads would take zod with them (30 kB gzip, measured by bench:web).
const FORM_HELPERS = /src[\\/]web[\\/]lib[\\/]use-email-input\.ts$/;

// The amount in words, which only the papers print: it reads its limit from the shared schemas, so in
// the "ui" group it would take zod with it too.
const PAPER_WORDS = /src[\\/]shared[\\/]money-words\.ts$/;

export const webChunkGroups = [
  // Everything the entry imports stays in the entry: React, the router, TanStack Query, the API client.
  { name: "start", tags: ["$initial" as const], priority: 6 },
  // What the login screen shares with the signed-in screens (mutations, react-hook-form, the text field
  // and its Radix label, the masked field of phones and other numbers, the spinner): in the login
  // screen's chunk, the shell and every form would load the login screen to get them; here, a
  // signed-in page has them preloaded with the shell.
  {
    name: "basics",
    test: /node_modules[\\/](@tanstack|react-hook-form)[\\/]|src[\\/]web[\\/](components[\\/]ui[\\/](text-field|input|spinner|masked-field)\.tsx|lib[\\/](deferred-resolver|number-mask)\.ts)$|src[\\/]shared[\\/]br-numbers\.ts$/,
    priority: 5.5,
  },
  // The login screen: /auth needs nothing more. Its API calls are not in it: the shell signs out.
  { name: "auth", test: /src[\\/]web[\\/]features[\\/]auth[\\/](auth-page|components)/, priority: 5 },
  // The signed-in layout: menus, search, the notifications bell, the terms banner.
  {
    name: "shell",
    test: (id: string) => /src[\\/]web[\\/]app[\\/]shell[\\/]/.test(id) && !OVERLAYS.test(id),
    priority: 4,
  },
  // The other shared components, helpers and icons; the demos' code and helpers (src/web/demos/) stay
  // with the demos.
  {
    name: "ui",
    test: (id: string) =>
      /src[\\/]web[\\/](components|lib)[\\/]|src[\\/]shared[\\/][\w.-]+$|node_modules[\\/]lucide-react[\\/]/.test(id) &&
      !/src[\\/]web[\\/]demos[\\/]/.test(id) &&
      !OVERLAYS.test(id) &&
      !CAMERA_SCAN.test(id) &&
      !SETTINGS_CONTROLS.test(id) &&
      !FORM_HELPERS.test(id) &&
      !PAPER_WORDS.test(id),
    priority: 3,
  },
  // Below the groups every page loads, so it holds only what the overlays alone need.
  { name: "overlays", test: OVERLAYS, priority: 2.5 },
  // zod and the shared schemas, for the screens that validate a form.
  {
    name: "validation",
    test: (id: string) =>
      /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|src[\\/]shared[\\/]validation[\\/]/.test(id) ||
      FORM_HELPERS.test(id),
    priority: 2,
  },
  // What an order's page and its papers (service order, receipts) share: its tracking link and QR code,
  // the quote's and the warranty's words, the papers' text. One chunk rather than one per combination of
  // pages that use each.
  {
    name: "order-shared",
    test: /src[\\/]web[\\/]features[\\/]orders[\\/](warranty\.ts|print[\\/]print-text\.ts|components[\\/](tracking-qr\.tsx|quote-text\.ts)|api[\\/]order-tracking\.ts)$/,
    priority: 1,
  },
  // What the papers alone share (the A4 sheet and its blocks, the 80 mm paper, the amount in words):
  // one chunk, or the bundler cuts one per combination of the papers that use each. Not their frame,
  // which reads the order as its page does.
  {
    name: "papers",
    test: (id: string) =>
      /src[\\/]web[\\/]features[\\/]orders[\\/]print[\\/](receipt-paper|a4-sheet|print-blocks)\.tsx$/.test(id) ||
      PAPER_WORDS.test(id),
    priority: 0.5,
  },
];

// What every signed-in page loads (with their imports): the server announces them in the page it sends
// a browser with a session, so they download beside the entry (scripts/signed-in-preload-plugin.ts).
export const signedInChunks = ["shell", "ui"] as const;
