import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: nothing here knows about the monorepo; @finedu/ui and @finedu/domain come
// from the packed tarballs in node_modules.
export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 5000 },
});
