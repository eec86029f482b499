import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { lazyPopup, type TriggerLook } from '../lazy/lazyPopup';
import type { HeaderAction } from './headerAction';

export interface MoreMenuProps {
  actions: readonly HeaderAction[];
}

function useMoreMenuTrigger(): TriggerLook {
  const { t } = useTranslation();
  return {
    className: 'button button--ghost button--icon',
    'aria-label': t('header.more'),
    children: <Icon name="more" size={20} />,
  };
}

/** The compact header's overflow: every command that does not fit the bar, plus the account. */
export const MoreMenu = lazyPopup<MoreMenuProps>({
  load: () => import('./MoreMenuPopup').then((module) => module.MoreMenuPopup),
  name: 'MoreMenu',
  popup: 'menu',
  useTrigger: useMoreMenuTrigger,
});
