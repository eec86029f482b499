import { useTranslation } from 'react-i18next';
import { layoutLabel, sizeForNetwork, type DesignSize, type ScheduleNetwork } from '@lienzo/core';
import { useLayoutName } from '../../canvas/layout-selector/LayoutSelector';

/**
 * For a design with other sizes (magic resize, issue 23): whether each chosen network gets the size made for
 * it, and which one each gets.
 */
export function SizesForNetworks({
  sizes,
  designId,
  networks,
  checked,
  onChange,
}: {
  sizes: readonly DesignSize[];
  designId: number;
  networks: readonly ScheduleNetwork[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLayoutName();
  return (
    <fieldset className="modal-section schedule-sizes">
      <legend className="modal-section__heading">
        {t('schedule.sizes.heading', { count: sizes.length })}
      </legend>
      <label className="schedule-sizes__toggle">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{t('schedule.sizes.own_size')}</span>
      </label>
      {checked && networks.length > 0 && (
        <ul className="schedule-sizes__list">
          {networks.map((network) => {
            const size = sizeForNetwork(sizes, network, designId);
            const label = layoutLabel({
              name: nameOf(size.layout, size.layout),
              sizes: [size.width, size.height],
            });
            return (
              <li key={network}>
                {t('schedule.sizes.network_gets', { network: t(`schedule.network.${network}`), size: label })}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
