import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves the built app from dist/web; in `npm run dev` Vite proxies API paths to it.
const apiPrefixes = ['/api', '/login/', '/refresh/', '/sign-in-with-email', '/reset-password', '/resend-confirmation-email', '/personify-employee'];

export default defineConfig({
  plugins: [react()],
  root: '.',
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${process.env.PORT ?? 3000}`])),
  },
});
