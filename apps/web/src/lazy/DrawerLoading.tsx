import { useTranslation } from 'react-i18next';

/** The drawer's line while its chunk comes in (see lazyNamed). */
export function DrawerLoading() {
  const { t } = useTranslation();
  return (
    <p className="drawer-loading" role="status">
      {t('drawer.loading')}
    </p>
  );
}
