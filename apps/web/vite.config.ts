import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = process.env.SHOP_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies of every asset, served by the server as they are (no compression per request).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] })],
  server: {
    port: 5173,
    proxy: { '/api': server, '/media': server, '/sandbox': server },
  },
  build: { target: 'es2022', sourcemap: true },
});
