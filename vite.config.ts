import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintBanner } from './scripts/build/compile-hints.ts';
import { CHUNK_GROUPS } from './scripts/build/vite-chunks.ts';
import { mantineCssPerComponent } from './scripts/build/vite-mantine-css.ts';
import { mantineUseIdWithoutRerender } from './scripts/build/vite-mantine-use-id.ts';
import { prerender } from './scripts/build/prerender/vite-plugin.ts';
import { installableApp } from './scripts/build/vite-pwa.ts';
import { supabaseWithoutUnusedClients } from './scripts/build/vite-supabase-unused-clients.ts';

export default defineConfig({
  plugins: [mantineCssPerComponent(), mantineUseIdWithoutRerender(), supabaseWithoutUnusedClients(), react(), prerender(), installableApp()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS }, postBanner: compileHintBanner } } },
});
