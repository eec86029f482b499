import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledPost } from '@lienzo/core';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { DesignThumbnail } from '../../components/template-tiles/DesignThumbnail';
import { notify, notifyError } from '../../notify/notify';
import { formatPublishTime } from '../../schedule/publishTime';
import { scheduledPostsChanged } from '../../schedule/scheduledPostsVersion';
import { subjectOfRecord } from '../../schedule/scheduleSubject';
import { openModal } from '../../state/modalStore';
import { DeliveryStates } from './DeliveryStates';
import { ReasonButton } from '../../components/reason/ReasonButton';

/**
 * One scheduled post: its design's thumbnail, its time on the clock of the zone it was scheduled in, its
 * networks and state; while it waits, Edit (the schedule modal, filled in) and Cancel post (after asking).
 */
export function ScheduledPostCard({ post }: { post: ScheduledPost }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const timeId = useId();
  const [opening, setOpening] = useState(false);
  const time = formatPublishTime(post.publish_at, post.time_zone, i18n.language);
  const networks = post.networks.map((network) => t(`schedule.network.${network}`)).join(', ');

  const edit = async () => {
    setOpening(true);
    try {
      // The design's size and length (for the networks' checks) come from the design itself.
      const record = await api.designByHash(post.design_hash);
      openModal({ name: 'schedule', subject: subjectOfRecord(record), post });
    } catch (error) {
      notifyError(`${t('schedule.list.design_failed')} ${apiErrorMessage(error, t)}`);
    } finally {
      setOpening(false);
    }
  };

  const cancel = () =>
    openModal({
      name: 'confirm',
      title: t('schedule.list.cancel_title'),
      text: t('schedule.list.cancel_text', { time }),
      confirmLabel: t('schedule.list.cancel_confirm'),
      cancelLabel: t('schedule.list.keep'),
      onConfirm: () => {
        api
          .scheduleCancel(post.id)
          .then(() => notify(t('schedule.cancelled')))
          .catch((error: unknown) => notifyError(apiErrorMessage(error, t)))
          .finally(scheduledPostsChanged);
      },
    });

  return (
    <article className="scheduled-post" aria-labelledby={titleId}>
      <DesignThumbnail className="scheduled-post__image" design={{ hash: post.design_hash }} box="chip" />
      <div className="scheduled-post__body">
        <h3 id={titleId} className="scheduled-post__title">
          {post.design_title}
        </h3>
        <p id={timeId} className="scheduled-post__time">
          <time dateTime={post.publish_at}>{time}</time>
        </p>
        <p className="scheduled-post__networks">
          <span className="visually-hidden">{t('schedule.list.networks')}: </span>
          {networks}
        </p>
        <p className={`scheduled-post__status scheduled-post__status--${post.status}`}>
          {t(`schedule.status.${post.status}`)}
        </p>
        <DeliveryStates post={post} />
        {post.status === 'scheduled' && (
          <div className="scheduled-post__actions">
            <ReasonButton
              className="button button--outline"
              aria-describedby={`${titleId} ${timeId}`}
              aria-busy={opening}
              reason={opening ? t('reasons.wait') : null}
              onClick={() => void edit()}
            >
              {t('schedule.list.edit')}
            </ReasonButton>
            <button
              type="button"
              className="button button--ghost scheduled-post__cancel"
              aria-describedby={`${titleId} ${timeId}`}
              onClick={cancel}
            >
              {t('schedule.list.cancel')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
