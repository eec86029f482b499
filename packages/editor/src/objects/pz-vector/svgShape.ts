import { FixedLayout, Group, LayoutManager, type FabricObject } from 'fabric';
import type { DesignObject, PzIllustration, PzVector } from '@lienzo/core';
import type { ObjectShape, ShapeContext } from '../ObjectShape';
import { readGeometry } from '../../fabric/readGeometry';
import { INTERACTION, placeBox } from '../../fabric/placement';
import { recolour, type MultiFill } from './multiFill';
import { parseSvgArtwork, type SvgArtwork } from './svgArtwork';

type SvgRecord = PzVector | PzIllustration;

interface SvgState {
  src: string;
  artwork: SvgArtwork | null;
}

const states = new WeakMap<FabricObject, SvgState>();

function startLoading(group: Group, src: string, context: ShapeContext): SvgState {
  const state: SvgState = { src, artwork: null };
  states.set(group, state);
  const work = context.assets
    .loadSvg(src)
    .then(parseSvgArtwork)
    .then((artwork) => {
      // A newer src replaced this one while it loaded.
      if (states.get(group) === state) state.artwork = artwork;
    });
  context.loading(group, work);
  return state;
}

/** Puts the artwork in the group, in the group's own plane, stretched over the record's box. */
function showArtwork(group: Group, artwork: SvgArtwork, record: SvgRecord): void {
  const shown = group.getObjects();
  if (!shown.includes(artwork.group)) {
    group.remove(...shown);
    group.add(artwork.group);
  }
  artwork.group.set({
    left: 0,
    top: 0,
    angle: 0,
    flipX: false,
    flipY: false,
    skewX: 0,
    skewY: 0,
    scaleX: record.width / artwork.width,
    scaleY: record.height / artwork.height,
  });
  artwork.group.setCoords();
  group.set('dirty', true);
}

function updateSvg(group: Group, record: SvgRecord, context: ShapeContext, colours: MultiFill): void {
  let state = states.get(group);
  if (!state || state.src !== record.src) state = startLoading(group, record.src, context);
  if (group.width !== record.width || group.height !== record.height) {
    group.set({ width: record.width, height: record.height });
  }
  if (state.artwork) {
    showArtwork(group, state.artwork, record);
    if (recolour(state.artwork, colours)) group.set('dirty', true);
  }
  placeBox(group, record);
}

/**
 * The shape of an SVG-based type (vectors, illustrations): a group the size of the record from the
 * start, which the SVG fills once it has loaded, recoloured by the type's multi-fill settings.
 */
export function svgShape<Svg extends SvgRecord>(
  asRecord: (record: DesignObject) => Svg,
  coloursOf: (record: Svg) => MultiFill,
): ObjectShape {
  const update = (group: Group, record: Svg, context: ShapeContext) =>
    updateSvg(group, record, context, coloursOf(record));
  return {
    create: (record, context) => {
      const group = new Group([], {
        ...INTERACTION,
        layoutManager: new LayoutManager(new FixedLayout()),
        subTargetCheck: false,
        interactive: false,
      });
      update(group, asRecord(record), context);
      return group;
    },
    update: (object, record, context) => {
      if (object instanceof Group) update(object, asRecord(record), context);
    },
    read: (object) => readGeometry(object),
  };
}
