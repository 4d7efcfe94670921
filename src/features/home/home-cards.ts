import IconCards from '@tabler/icons-react/dist/esm/icons/IconCards.mjs';
import IconCash from '@tabler/icons-react/dist/esm/icons/IconCash.mjs';
import IconClipboardList from '@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconRepeat from '@tabler/icons-react/dist/esm/icons/IconRepeat.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import IconWallet from '@tabler/icons-react/dist/esm/icons/IconWallet.mjs';

/** The cards of /player and where each leads: SPEC §2's eight, and 'Mes tickets' (issue 15). */
export const HOME_CARDS = [
  { to: '/wallet', icon: IconWallet, title: 'Mon portefeuille', description: 'Votre solde et vos transactions.' },
  { to: '/games', icon: IconCards, title: 'Catalogue des jeux', description: 'Choisissez un pays, un jour et un tirage.' },
  { to: '/gains', icon: IconTrophy, title: 'Mes gains', description: 'Les gains disponibles.' },
  { to: '/results', icon: IconClipboardList, title: 'Résultats', description: 'Les résultats des tirages.' },
  { to: '/withdraw', icon: IconCash, title: 'Retrait', description: 'Retirez vos gains.' },
  { to: '/convert', icon: IconRepeat, title: 'Convertir', description: 'Convertissez vos gains en solde de jeu.' },
  { to: '/recharge', icon: IconCreditCard, title: 'Recharger', description: 'Ajoutez du crédit à votre compte.' },
  { to: '/vendors', icon: IconMapPin, title: 'Revendeurs', description: 'Trouvez un revendeur près de chez vous.' },
  { to: '/tickets', icon: IconTicket, title: 'Mes tickets', description: 'Vos tickets, leurs codes et leurs résultats.' },
] as const;
