import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CHUNK_GROUPS } from './scripts/vite-chunks.ts';
import { mantineCssPerComponent } from './scripts/vite-mantine-css.ts';
import { prerender } from './scripts/prerender/vite-plugin.ts';
import { removeScrollClassNames } from './scripts/vite-scroll-class-names.ts';

export default defineConfig({
  plugins: [mantineCssPerComponent(), removeScrollClassNames(), react(), prerender()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
});
