/** Product settings, each overridable by a VITE_ environment variable at build time. */
const env = import.meta.env;

export const config = {
  brand: { first: env.VITE_BRAND_FIRST ?? 'Loto', second: env.VITE_BRAND_SECOND ?? 'Afrik' },
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@lotoafrik.example',
  /** the frame of /analytics: the project's own statistics page (issue 41) unless configured */
  analyticsUrl: env.VITE_ANALYTICS_URL ?? '/statistiques',
  supabaseUrl: env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  /** the Supabase CLI's well-known local anon key */
  supabaseAnonKey:
    env.VITE_SUPABASE_ANON_KEY ??
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  qaPanel: env.VITE_QA === '1',
} as const;
