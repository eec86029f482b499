import { RestoreDraftDialog } from '../drafts/RestoreDraftDialog';
import { useModalStore } from '../state/modalStore';
import { AccountCreatedModal } from './account-created/AccountCreatedModal';
import { AlertDialog } from './alert/AlertDialog';
import { ConfirmDialog } from './confirm/ConfirmDialog';
import { CustomLayoutModal } from './custom-layout/CustomLayoutModal';
import { DiscoverModal } from './discover/DiscoverModal';
import { DownloadModal } from './download/DownloadModal';
import { ImagePreviewModal } from './image-preview/ImagePreviewModal';
import { InitErrorModal } from './init-error/InitErrorModal';
import { SaveModal } from './save/SaveModal';
import { SavingModal } from './saving/SavingModal';
import { ScheduleModal } from './schedule/ScheduleModal';
import { ShareModal } from './share/ShareModal';
import { ShareSchedulerSignInModal } from './share-scheduler/ShareSchedulerSignInModal';
import { SignInModal } from './signin/SignInModal';
import { UpgradeModal } from './upgrade/UpgradeModal';
import { WelcomeGuideModal } from './welcome-guide/WelcomeGuideModal';

/** Shows the one open modal; opening another replaces it (SPEC §2 modal rules). */
export function ModalHost() {
  const modal = useModalStore((state) => state.modal);
  if (!modal) return null;
  switch (modal.name) {
    case 'signin':
      return <SignInModal key="signin" then={modal.then} failed={modal.error} />;
    case 'account-created':
      return <AccountCreatedModal key="account-created" then={modal.then} />;
    case 'share-scheduler-signin':
      return <ShareSchedulerSignInModal key="share-scheduler-signin" />;
    case 'welcome-guide':
      return <WelcomeGuideModal key="welcome-guide" />;
    case 'save':
      return <SaveModal key="save" />;
    case 'saving':
      return <SavingModal key="saving" />;
    case 'share':
      return <ShareModal key="share" />;
    case 'download':
      return <DownloadModal key="download" />;
    case 'schedule':
      return (
        <ScheduleModal
          key={`schedule-${modal.post?.id ?? 'new'}`}
          subject={modal.subject}
          post={modal.post}
        />
      );
    case 'alert':
      return <AlertDialog key={`alert-${modal.title}`} title={modal.title} text={modal.text} />;
    case 'confirm':
      return <ConfirmDialog key={`confirm-${modal.title}`} {...modal} />;
    case 'init-error':
      return <InitErrorModal key="init-error" />;
    case 'custom-layout':
      return <CustomLayoutModal key="custom-layout" />;
    case 'draft-restore':
      return <RestoreDraftDialog key="draft-restore" {...modal} />;
    case 'discover':
      return <DiscoverModal key="discover" initialFilters={modal.filters} />;
    case 'image-preview':
      return (
        <ImagePreviewModal
          key={`image-preview-${modal.template.hash}`}
          template={modal.template}
          filters={modal.filters}
        />
      );
    case 'upgrade':
      return <UpgradeModal key={`upgrade-${modal.feature}`} feature={modal.feature} />;
  }
}
