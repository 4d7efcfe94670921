/** The cards of /player and where each leads: SPEC §2's eight, and 'Mes tickets' (issue 15). */
export const HOME_CARDS = [
  { to: '/wallet', icon: '👛', title: 'Mon portefeuille', description: 'Votre solde et vos transactions.' },
  { to: '/games', icon: '🎰', title: 'Catalogue des jeux', description: 'Choisissez un pays, un jour et un tirage.' },
  { to: '/gains', icon: '🏆', title: 'Mes gains', description: 'Les gains disponibles.' },
  { to: '/results', icon: '📋', title: 'Résultats', description: 'Les résultats des tirages.' },
  { to: '/withdraw', icon: '💸', title: 'Retrait', description: 'Retirez vos gains.' },
  { to: '/convert', icon: '🔁', title: 'Convertir', description: 'Convertissez vos gains en solde de jeu.' },
  { to: '/recharge', icon: '💳', title: 'Recharger', description: 'Ajoutez du crédit à votre compte.' },
  { to: '/vendors', icon: '📍', title: 'Revendeurs', description: 'Trouvez un revendeur près de chez vous.' },
  { to: '/tickets', icon: '🎟️', title: 'Mes tickets', description: 'Vos tickets, leurs codes et leurs résultats.' },
] as const;
