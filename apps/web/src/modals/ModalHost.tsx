import { ErrorBoundary } from '../errors/ErrorBoundary';
import { lazyNamed } from '../lazy/lazyNamed';
import { InitErrorModal } from './init-error/InitErrorModal';
import { closeModal, useModalStore, type ModalState } from '../state/modalStore';

// The init error stays in the first chunk: it may be shown when nothing more can be loaded. Each other
// modal's chunk loads when it first opens, or when the page is idle after the editor is ready.
const RestoreDraftDialog = lazyNamed(() => import('../drafts/RestoreDraftDialog'), 'RestoreDraftDialog');
const AccountCreatedModal = lazyNamed(
  () => import('./account-created/AccountCreatedModal'),
  'AccountCreatedModal',
);
const AlertDialog = lazyNamed(() => import('./alert/AlertDialog'), 'AlertDialog');
const ConfirmDialog = lazyNamed(() => import('./confirm/ConfirmDialog'), 'ConfirmDialog');
const CustomLayoutModal = lazyNamed(() => import('./custom-layout/CustomLayoutModal'), 'CustomLayoutModal');
const ResizeCopiesModal = lazyNamed(() => import('./resize-copies/ResizeCopiesModal'), 'ResizeCopiesModal');
const DiscoverModal = lazyNamed(() => import('./discover/DiscoverModal'), 'DiscoverModal');
const DownloadModal = lazyNamed(() => import('./download/DownloadModal'), 'DownloadModal');
const ImagePreviewModal = lazyNamed(() => import('./image-preview/ImagePreviewModal'), 'ImagePreviewModal');
const SaveModal = lazyNamed(() => import('./save/SaveModal'), 'SaveModal');
const SavingModal = lazyNamed(() => import('./saving/SavingModal'), 'SavingModal');
const ScheduleModal = lazyNamed(() => import('./schedule/ScheduleModal'), 'ScheduleModal');
const ShareModal = lazyNamed(() => import('./share/ShareModal'), 'ShareModal');
const ShareSchedulerSignInModal = lazyNamed(
  () => import('./share-scheduler/ShareSchedulerSignInModal'),
  'ShareSchedulerSignInModal',
);
const SignInModal = lazyNamed(() => import('./signin/SignInModal'), 'SignInModal');
const UpgradeModal = lazyNamed(() => import('./upgrade/UpgradeModal'), 'UpgradeModal');
const WelcomeGuideModal = lazyNamed(() => import('./welcome-guide/WelcomeGuideModal'), 'WelcomeGuideModal');

/**
 * Shows the one open modal; opening another replaces it (SPEC §2 modal rules). Each modal has its own error
 * boundary: a modal that fails to render shows so in its place, and the next one opened starts afresh.
 */
export function ModalHost() {
  const modal = useModalStore((state) => state.modal);
  if (!modal) return null;
  return (
    <ErrorBoundary key={modal.name} boundary="modal" onClose={closeModal}>
      <ModalOf modal={modal} />
    </ErrorBoundary>
  );
}

function ModalOf({ modal }: { modal: ModalState }) {
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
    case 'resize-copies':
      return <ResizeCopiesModal key="resize-copies" />;
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
