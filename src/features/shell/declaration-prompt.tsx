import { Loader, Modal } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useSession } from '../../components/session-context';

// The form and its date input (@mantine/dates, dayjs, a popover) load only when the dialog opens: a few
// older accounts ever see it, and the shell is on every signed-in page's first load.
const DeclarationForm = lazy(() => import('../../components/declaration-form').then((m) => ({ default: m.DeclarationForm })));

/** Where the next ticket or recharge is made: an account without a date of birth is asked for it there, once. */
const ASKED_ON = ['/basket', '/recharge'];

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
  return (
    <Modal opened={opened} onClose={() => setPutOffOn(pathname)} title="Avant de jouer" centered closeButtonProps={{ 'aria-label': 'Plus tard' }}>
      {profile && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Chargement…" />}>
          <DeclarationForm country={profile.country ?? null} onDeclared={reloadProfile} />
        </Suspense>
      )}
    </Modal>
  );
}
