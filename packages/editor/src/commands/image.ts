import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

const IMAGE_SCOPE = { count: 'one', types: ['pz-image'] } as const;

const pictureSelected = (engine: Engine) => engine.getSelectionOf(IMAGE_SCOPE.types) !== null;

const cropping = (engine: Engine) => engine.croppingId !== null;

/** The image toolbar's adapt and crop buttons (SPEC §2), on the one selected picture. */
export const imageCommands: CommandDefinition[] = [
  {
    name: 'adapt-image-to-canvas',
    selection: IMAGE_SCOPE,
    predicate: pictureSelected,
    unavailable: () => reason('reasons.select_picture'),
    perform: (engine) => engine.adaptImageToCanvas(),
  },
  {
    // Throws while the picture has not loaded: the crop button tells so.
    name: 'start-crop',
    selection: IMAGE_SCOPE,
    predicate: pictureSelected,
    unavailable: () => reason('reasons.select_picture'),
    perform: (engine) => engine.startCrop(),
  },
  {
    name: 'apply-crop',
    predicate: cropping,
    unavailable: () => reason('reasons.not_cropping'),
    perform: (engine) => engine.applyCrop(),
  },
  {
    name: 'cancel-crop',
    predicate: cropping,
    unavailable: () => reason('reasons.not_cropping'),
    perform: (engine) => engine.cancelCrop(),
  },
];
