import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { useSession } from '../../components/session-context';

/** Where the next ticket or recharge is made: an account without a date of birth is asked for it there, once. */
const ASKED_ON = ['/basket', '/recharge'];

// The dialog, its form and date input (Mantine's modal, @mantine/dates, dayjs, a popover) load when the
// dialog opens: a few older accounts ever see it, and the shell is on every signed-in page's first load.
const DeclarationDialog = lazyPart(() => import('./declaration-dialog').then((m) => ({ default: m.DeclarationDialog })));

/**
 * Accounts created before issue 17 have no date of birth: before their next ticket or recharge (on /basket
 * and /recharge) a dialog asks for it and the country, once. It may be put off ('Plus tard': the database
 * then refuses the ticket or recharge with birth_date_required, said in French) but comes back on the next visit.
 */
export function DeclarationPrompt({ pathname }: { pathname: string }) {
  const { profile, reloadProfile } = useSession();
  const [putOffOn, setPutOffOn] = useState<string | null>(null);
  const missing = profile !== null && (profile.birthDate === null || profile.country === null);
  const opened = missing && ASKED_ON.includes(pathname) && putOffOn !== pathname;
  if (!opened || !profile) return null;
  return <DeclarationDialog country={profile.country ?? null} onDeclared={reloadProfile} onClose={() => setPutOffOn(pathname)} />;
}
