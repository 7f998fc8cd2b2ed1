// How the web build groups what pages share (docs/decisions/018). Every page is a chunk of its own
// (src/web/app/router.tsx); left to itself the bundler would also cut what pages share into dozens of
// tiny chunks, and on a phone every extra request costs a round trip (a browser opens six connections
// to a server). A group takes the modules that match, and everything they import that no group of
// higher priority took first. ([\\/]: either path separator.)
export const webChunkGroups = [
  // Everything the entry imports stays in the entry: React, the router, TanStack Query, the API client.
  { name: "start", tags: ["$initial" as const], priority: 6 },
  // The login screen with react-hook-form and the form fields every other form shares: /auth needs
  // nothing more, and the shell and the pages import from it, never the other way round.
  { name: "auth", test: /node_modules[\\/]react-hook-form[\\/]|src[\\/]web[\\/]features[\\/]auth[\\/]/, priority: 5 },
  // The signed-in layout: menus, search, notifications, the terms banner, their popovers and dialogs.
  { name: "shell", test: /src[\\/]web[\\/]app[\\/]shell[\\/]/, priority: 4 },
  // The other shared components, helpers and icons; the security demos' helpers stay with the demos.
  {
    name: "ui",
    test: (id: string) => /src[\\/]web[\\/](components|lib)[\\/]|src[\\/]shared[\\/][\w.-]+$|node_modules[\\/]lucide-react[\\/]/.test(id) && !/[\\/]lib[\\/]security[\\/]/.test(id),
    priority: 3,
  },
  // zod and the shared schemas, for the screens that validate a form.
  { name: "validation", test: /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|src[\\/]shared[\\/]validation[\\/]/, priority: 2 },
];
