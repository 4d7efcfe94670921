import { createClient } from '@supabase/supabase-js';
import { config } from '../config';
import type { Database } from './database';

/** The one Supabase client of the app (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, else the local stack). */
export const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
