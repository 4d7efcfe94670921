import IconArrowsExchange from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
import IconArrowsShuffle from '@tabler/icons-react/dist/esm/icons/IconArrowsShuffle.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconClover from '@tabler/icons-react/dist/esm/icons/IconClover.mjs';
import IconCoins from '@tabler/icons-react/dist/esm/icons/IconCoins.mjs';
import IconDice from '@tabler/icons-react/dist/esm/icons/IconDice.mjs';
import IconLink from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import IconMedal from '@tabler/icons-react/dist/esm/icons/IconMedal.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTarget from '@tabler/icons-react/dist/esm/icons/IconTarget.mjs';
import type { TablerIcon } from '@tabler/icons-react';
import type { BetTypeId } from '../game/bet-types';

/** Each bet type's icon (the pure rules in src/game know no UI). */
export const BET_TYPE_ICONS: Record<BetTypeId, TablerIcon> = {
  solo: IconTarget,
  duo: IconDice,
  turning: IconArrowsExchange,
  closing: IconLink,
  addition: IconPlus,
  perm: IconArrowsShuffle,
  banker: IconBuildingBank,
  trio: IconMedal,
  quadra: IconClover,
  jackpot: IconCoins,
};

/** A bet type's icon, decorative (its name is always written next to it); `size` in px, like the text around it by default. */
export function BetTypeIcon({ id, size = '1em' }: { id: BetTypeId; size?: number | string }) {
  const Icon = BET_TYPE_ICONS[id];
  return <Icon size={size} stroke={1.75} aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em' }} />;
}
