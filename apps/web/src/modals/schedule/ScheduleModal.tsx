import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseHashtags,
  scheduleWarnings,
  sizeForNetwork,
  SCHEDULE_TEXT_LIMITS,
  type ScheduledPost,
} from '@lienzo/core';
import { track } from '../../analytics/analytics';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { DesignThumbnail } from '../../components/template-tiles/DesignThumbnail';
import { notify } from '../../notify/notify';
import { carouselErrorText, carouselSendTexts } from '../../schedule/carouselText';
import { scheduleErrorTexts } from '../../schedule/formErrorText';
import { formatPublishTime } from '../../schedule/publishTime';
import {
  captionCount,
  formFromPost,
  newScheduleForm,
  readScheduleForm,
  type ScheduleFormValues,
} from '../../schedule/scheduleForm';
import { scheduledPostsChanged } from '../../schedule/scheduledPostsVersion';
import type { ScheduleSubject } from '../../schedule/scheduleSubject';
import { browserTimeZone } from '../../schedule/timeZones';
import { navigateTo } from '../../shell/navigation';
import { useAppStore } from '../../state/appStore';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';
import { NetworkChoices } from './NetworkChoices';
import { PublishTimeFields } from './PublishTimeFields';
import { ScheduleTextField } from './ScheduleTextField';
import { ScheduleWarnings } from './ScheduleWarnings';
import { SizesForNetworks } from './SizesForNetworks';
import { useDesignSizes } from './useDesignSizes';
import './ScheduleModal.css';
import { ReasonButton } from '../../components/reason/ReasonButton';

/** The post of the design asked for: the first of those its sizes make together. */
function firstPost({ items }: { items: ScheduledPost[] }): ScheduledPost {
  const [first] = items;
  if (!first) throw new Error('Scheduling the sizes made no post');
  return first;
}

/** Room for the most hashtags at their longest, with their '#' and a space each. */
const HASHTAGS_MAX_LENGTH = SCHEDULE_TEXT_LIMITS.hashtags * 102;

/**
 * Schedule modal (issue 11): the networks, the time on a time zone's clock, the caption, hashtags, first
 * comment and alt text of a post of a saved design; or, given `post`, the same to change a scheduled one.
 * The chosen networks' limits are checked as it is filled in: warnings ask for a confirmation, not a fix.
 */
export function ScheduleModal({ subject, post }: { subject: ScheduleSubject; post?: ScheduledPost }) {
  const { t, i18n } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    post ? formFromPost(post) : newScheduleForm(Date.now(), browserTimeZone()),
  );
  // Problems show from the first try to send, then follow every change: the time they were last checked at.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  // The warnings the person has been asked about: the same ones again send the post.
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [inUse] = useState(() => [browserTimeZone(), ...(post ? [post.time_zone] : [])]);

  const change = (patch: Partial<ScheduleFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (checkedAt !== null) setCheckedAt(Date.now());
  };
  // A new post of a design with other sizes may give each network its own (magic resize, issue 23).
  const sizes = useDesignSizes(post ? null : subject.design_id);
  const [ownSizes, setOwnSizes] = useState(true);
  const eachOwnSize = ownSizes && sizes.length > 1;
  const warnings = useMemo(() => {
    const texts = {
      caption: values.caption,
      hashtags: parseHashtags(values.hashtags).hashtags,
      first_comment: values.firstComment,
    };
    if (!eachOwnSize) return scheduleWarnings({ ...subject, ...texts }, values.networks);
    return values.networks.flatMap((network) => {
      const { width, height } = sizeForNetwork(sizes, network, subject.design_id);
      return scheduleWarnings({ ...subject, ...texts, width, height }, [network]);
    });
  }, [subject, values, eachOwnSize, sizes]);
  const warningsKey = JSON.stringify(warnings);
  const asking = warnings.length > 0 && askedAbout === warningsKey;
  const errors =
    checkedAt === null
      ? {}
      : scheduleErrorTexts(readScheduleForm(values, checkedAt).errors ?? {}, t, values.timeZone);
  const count = captionCount(values);
  // Issue 23: a network that cannot take the carousel (Twitter/X above 4 pages) blocks sending, said at once.
  const carouselError = carouselErrorText(values.networks, subject.pages, t);
  const sends = carouselSendTexts(values.networks, subject.pages, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const now = Date.now();
    setCheckedAt(now);
    setServerError(null);
    const read = readScheduleForm(values, now);
    if (read.errors || carouselError) {
      // After React draws the messages: take the person to the first field to fix.
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>('fieldset[data-invalid] input, [aria-invalid="true"]')
          ?.focus(),
      );
      return;
    }
    if (warnings.length > 0 && !asking) {
      setAskedAbout(warningsKey);
      return;
    }
    setBusy(true);
    try {
      const create = { design_id: subject.design_id, ...read.fields };
      const saved = post
        ? await api.scheduleUpdate({ id: post.id, ...read.fields })
        : eachOwnSize
          ? firstPost(await api.scheduleCreateForSizes(create))
          : await api.scheduleCreate(create);
      closeModal();
      scheduledPostsChanged();
      track(post ? 'post_rescheduled' : 'post_scheduled', {
        networks: saved.networks.join(','),
        post_type: saved.post_type,
      });
      const time = formatPublishTime(saved.publish_at, saved.time_zone, i18n.language);
      notify(t(post ? 'schedule.updated' : 'schedule.scheduled', { time }));
      if (!post && useAppStore.getState().source === 'webapp') navigateTo('/gallery/scheduled');
    } catch (error) {
      setServerError(apiErrorMessage(error, t));
      setBusy(false);
    }
  };

  const submitLabel = post
    ? t(asking ? 'schedule.save_anyway' : 'schedule.save')
    : t(asking ? 'schedule.submit_anyway' : 'schedule.submit');

  return (
    <ModalFrame
      title={t(post ? 'schedule.edit_title' : 'schedule.title')}
      description={t('schedule.description')}
      className="schedule-modal"
    >
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <figure className="schedule-modal__design" aria-label={t('schedule.design')}>
          <DesignThumbnail className="schedule-modal__thumbnail" design={subject} box="chip" />
          <figcaption className="schedule-modal__title">{subject.title}</figcaption>
        </figure>
        <NetworkChoices
          value={values.networks}
          onChange={(networks) => change({ networks })}
          error={errors.networks ?? carouselError ?? undefined}
          sends={sends}
        />
        {sizes.length > 1 && (
          <SizesForNetworks
            sizes={sizes}
            designId={subject.design_id}
            networks={values.networks}
            checked={ownSizes}
            onChange={setOwnSizes}
          />
        )}
        <PublishTimeFields
          local={values.local}
          timeZone={values.timeZone}
          inUse={inUse}
          onChange={change}
          timeError={errors.time}
          zoneError={errors.timeZone}
        />
        <ScheduleTextField
          name="caption"
          label={t('schedule.caption')}
          value={values.caption}
          onChange={(caption) => change({ caption })}
          maxLength={SCHEDULE_TEXT_LIMITS.caption}
          rows={4}
          hint={
            count.max === null || count.network === null
              ? t('schedule.caption_count_free', { length: count.length })
              : t('schedule.caption_count', {
                  length: count.length,
                  max: count.max,
                  network: t(`schedule.network.${count.network}`),
                })
          }
          error={errors.caption}
        />
        <ScheduleTextField
          name="hashtags"
          label={t('schedule.hashtags')}
          value={values.hashtags}
          onChange={(text) => change({ hashtags: text })}
          maxLength={HASHTAGS_MAX_LENGTH}
          hint={t('schedule.hashtags_hint')}
          error={errors.hashtags}
        />
        <ScheduleTextField
          name="first_comment"
          label={t('schedule.first_comment')}
          value={values.firstComment}
          onChange={(firstComment) => change({ firstComment })}
          maxLength={SCHEDULE_TEXT_LIMITS.firstComment}
          rows={2}
          error={errors.firstComment}
        />
        <ScheduleTextField
          name="alt_text"
          label={t('schedule.alt_text')}
          value={values.altText}
          onChange={(altText) => change({ altText })}
          maxLength={SCHEDULE_TEXT_LIMITS.altText}
          hint={t('schedule.alt_text_hint')}
          error={errors.altText}
        />
        <ScheduleWarnings warnings={warnings} />
        {asking && (
          <p className="schedule-modal__confirm" role="alert">
            {t('schedule.confirm_warnings')}
          </p>
        )}
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <div className="form__actions">
          <ReasonButton
            type="submit"
            className="button button--primary"
            aria-busy={busy}
            reason={busy ? t('reasons.wait') : null}
          >
            {submitLabel}
          </ReasonButton>
        </div>
      </form>
    </ModalFrame>
  );
}
