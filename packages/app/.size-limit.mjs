// size-limit's configuration (issue 14): one check per route of scripts/routeBudgets.mjs, over the files of the
// built app that the route loads (from Vite's manifest), gzipped. Run through `npm run bench:size`.
import { readManifest, routeFiles, ROUTES } from './scripts/routeBudgets.mjs';

const manifest = readManifest();

export default ROUTES.map((route) => ({
  name: route.name,
  path: routeFiles(manifest, route).map((file) => `dist/${file}`),
  limit: `${route.limit} KiB`,
  gzip: true,
}));
