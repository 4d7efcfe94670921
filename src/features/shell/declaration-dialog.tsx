import { Modal } from '@mantine/core';
import { DeclarationForm } from '../../components/declaration-form';
import type { CountryCode } from '../../game/countries';

/** The dialog of the declaration prompt: the date of birth and the country, asked once. */
export function DeclarationDialog({ country, onDeclared, onClose }: { country: CountryCode | null; onDeclared: () => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Avant de jouer" centered closeButtonProps={{ 'aria-label': 'Plus tard' }}>
      <DeclarationForm country={country} onDeclared={onDeclared} />
    </Modal>
  );
}
