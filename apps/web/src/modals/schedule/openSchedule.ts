import i18next from 'i18next';
import { currentEngine } from '../../engine/engineRegistry';
import { notify } from '../../notify/notify';
import { needsSchedulerSignIn } from '../../share/schedulerSignIn';
import { useAppStore } from '../../state/appStore';
import { openModal } from '../../state/modalStore';

/**
 * The header's Schedule (issue 11), with Share's rules (SPEC §2): a visitor is asked to sign in first; a
 * signed-in user schedules a saved, untouched design (what is published is what was saved), else is told to
 * save first.
 */
export function openSchedule(): void {
  if (needsSchedulerSignIn()) return;
  const { saved, touched, design, animation } = useAppStore.getState();
  const engine = currentEngine();
  if (!saved || touched || !design || !engine) {
    notify(i18next.t('schedule.save_first'));
    return;
  }
  const { layout, pages } = engine.toDocument();
  openModal({
    name: 'schedule',
    subject: {
      design_id: design.id,
      hash: design.hash,
      title: design.title,
      // Untouched, video mode says what the last save was (SPEC §4).
      post_type: animation ? 'video' : 'IMAGE',
      width: layout.width,
      height: layout.height,
      // The video plays every page in turn (issue 23): its length is theirs added up.
      duration: animation ? engine.getVideoDuration() : null,
      pages: pages.length,
    },
  });
}
