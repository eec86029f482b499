import { useTranslation } from 'react-i18next';
import type { ScheduledPost } from '@lienzo/core';

/** Whether each network's delivery is worth listing: once publishing started, or when one has failed. */
function showsDeliveries(post: ScheduledPost): boolean {
  return (
    post.status === 'publishing' ||
    post.status === 'failed' ||
    post.deliveries.some((delivery) => delivery.status === 'failed')
  );
}

/** Each network's delivery of a post that is going out or went wrong, with the reason of a failure (in the UI's language). */
export function DeliveryStates({ post }: { post: ScheduledPost }) {
  const { t } = useTranslation();
  if (!showsDeliveries(post)) return null;
  return (
    <ul className="scheduled-post__deliveries" aria-label={t('schedule.list.deliveries')}>
      {post.deliveries.map((delivery) => {
        const values = {
          network: t(`schedule.network.${delivery.network}`),
          state: t(`schedule.delivery.${delivery.status}`),
          reason: delivery.last_error_code ? t(`schedule.delivery_reason.${delivery.last_error_code}`) : '',
        };
        return (
          <li
            key={delivery.network}
            className={`scheduled-post__delivery scheduled-post__delivery--${delivery.status}`}
          >
            {delivery.status === 'failed' && delivery.last_error_code
              ? t('schedule.delivery_error', values)
              : t('schedule.delivery_line', values)}
          </li>
        );
      })}
    </ul>
  );
}
