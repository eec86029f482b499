export {
  Engine,
  NOT_A_DOCUMENT_WARNING,
  type AlignEdge,
  type DistributeAxis,
  type ApplyLayoutOptions,
  type BackgroundSettings,
  type BackgroundSettingsPatch,
  type BackgroundState,
  type EngineEvents,
  type LayoutChoice,
  type LoadResult,
  type MountOptions,
  type TextPresetStyle,
} from './Engine';
export { AssetRefusedError } from './assets/assetPolicy';
export { videoCodecFor } from './video/codecSupport';
export { PreviewPlayer, PREVIEW_STOP_DELAY_SECONDS, type PreviewListeners } from './animation/PreviewPlayer';
export type { VideoContainer } from './video/encodeVideo';
export { INSTAGRAM_VIDEO, VIDEO_RESOLUTIONS, videoSizeOf, type VideoResolution } from './video/videoSize';
export { AssetLoadError } from './assets/AssetLoader';
export { InvalidLayoutError } from './layout/resolveLayout';
export { ExportTooLargeError } from './fabric/ExportTooLargeError';
export { FontLoadError } from './objects/text-style/loadFontFace';
export { StickerExistsError } from './objects/instagram/StickerExistsError';
export { BUTTON_GRADIENT_ENDS } from './objects/pz-button/buttonGradients';
export type { CharacterStyle } from './objects/text-style/characterStyles';
export { TEXT_FORMATS, type TextFormat, type TextFormatState } from './objects/text-style/textFormat';
export type { TextAlign } from './objects/text-style/textFormatCommands';
export type { FancyTextPatch } from './objects/pz-ftext/fancyTextOperations';
export type { StickerProps } from './objects/instagram/stickerRecords';
export type { EditorObjectType } from './objects/EditorObjectType';
export type { ObjectShape } from './objects/ObjectShape';
export {
  CommandRegistry,
  ShortcutConflictError,
  type Command,
  type CommandDefinition,
  type CommandMenu,
  type CommandReason,
  type CommandTarget,
  type MenuSlot,
  type SelectionScope,
} from './commands/registry';
export type {
  CommandPayloads,
  ExecuteArgs,
  ExecuteResult,
  PayloadCommandName,
  StickerToAdd,
} from './commands/payloads';
export type { CentreGuides } from './interaction/guides';
export type { GuideLine, SmartGuides, SpacingMark } from './interaction/smartGuides';
export type { SelectionEvent } from './store/DocumentStore';
export type { HistoryState } from './store/History';
export type { Change, ObjectPatch, Transaction, TransactionOptions } from './store/transaction';
export type { Viewport } from './viewport/viewport';
export { fitScale, viewportAt, type Room } from './viewport/viewport';
export type { ClipboardOutcome, ImageUploader, PasteResult } from './clipboard/ClipboardController';
export type { ClipboardAccess } from './clipboard/systemClipboard';
