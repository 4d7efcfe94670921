import { Modal } from '@mantine/core';
import { useState } from 'react';
import { DeclarationForm } from '../../components/declaration-form';
import { useSession } from '../../components/session-context';

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
      {profile && <DeclarationForm country={profile.country ?? null} onDeclared={reloadProfile} />}
    </Modal>
  );
}
