import fc from 'fast-check';
import { assetSrc, isSameSitePath } from '../asset-src';
import { cssColor } from '../colour';
import { createDocument } from '../document/create';
import { designDocumentSchema, pageSchema, type DesignDocument } from '../document/schema';
import { FIRST_PAGE_ID, createPage } from '../document/pages';
import { OBJECT_TYPES, OBJECT_TYPE_INFO, createObject, groupIdsSchema, type DesignObject } from '../objects';
import { validArbitraryOf, type KnownArbitraries } from './zod-arbitrary';

const hexDigits = (count: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: count, maxLength: count });

const colour = fc.oneof(
  fc.constant('transparent'),
  fc.constantFrom(3, 4, 6, 8).chain((count) => hexDigits(count).map((digits) => `#${digits}`)),
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.option(fc.constantFrom('0', '1', '.5', '0.25')))
    .map(([red, green, blue, alpha]) =>
      alpha === null ? `rgb(${red}, ${green}, ${blue})` : `rgba(${red},${green},${blue},${alpha})`,
    ),
);

const sitePath = fc.stringMatching(/^\/[\w\-./%]{1,60}$/).filter(isSameSitePath);

/** The refined schemas of the document, which the schema walk cannot generate by itself. */
const KNOWN: KnownArbitraries = new Map<never, fc.Arbitrary<unknown>>([
  [cssColor as never, colour],
  [assetSrc as never, sitePath],
  // Groups are given out across the whole document below: a group needs two members.
  [groupIdsSchema as never, fc.constant(undefined)],
]);

const GROUP_POOL = ['outer', 'inner', 'other'];

/** One valid object of a type, with every field the schema defaults spelled out. */
function objectOf(type: DesignObject['type']): fc.Arbitrary<DesignObject> {
  const info = OBJECT_TYPE_INFO[type];
  const fallback = createObject(type, { id: type, left: 0, top: 0 }) as DesignObject;
  return validArbitraryOf(info.schema, fallback as never, KNOWN) as fc.Arbitrary<DesignObject>;
}

const anyObject = fc.oneof(...OBJECT_TYPES.map((type) => objectOf(type)));

/** Makes ids unique and keeps only groups with at least two members, as a saved design has them. */
function settle(objects: DesignObject[], groups: string[][], page: number): DesignObject[] {
  const counts = new Map<string, number>();
  for (const ids of groups.slice(0, objects.length))
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return objects.map((object, index) => {
    const groupIds = (groups[index] ?? []).filter((id) => (counts.get(id) ?? 0) >= 2);
    const id = `${object.id.slice(0, 50)}-${page}-${index}`;
    const settled = { ...object, id };
    if (groupIds.length > 0) return { ...settled, groupIds };
    delete settled.groupIds;
    return settled;
  });
}

const { objects: _objects, id: _id, ...blankPage } = createPage(FIRST_PAGE_ID);

const pageArbitrary = fc.record({
  page: validArbitraryOf(pageSchema.omit({ objects: true, id: true }), blankPage, KNOWN),
  objects: fc.array(anyObject, { maxLength: 12 }),
  groups: fc.array(fc.subarray(GROUP_POOL), { maxLength: 12 }),
});

const { pages: _pages, ...blankDesign } = createDocument();

/**
 * Valid design documents in their stored form (every default present, ids unique, groups of two or
 * more), of one to three pages with objects of every type whose fields range over what the schemas allow:
 * markup, control characters in (well-formed) text, extreme finite numbers, every enum value.
 */
export const validDocumentArbitrary: fc.Arbitrary<DesignDocument> = fc
  .record({
    document: validArbitraryOf(designDocumentSchema.omit({ pages: true }), blankDesign, KNOWN),
    pages: fc.array(pageArbitrary, { minLength: 1, maxLength: 3 }),
  })
  .map(({ document, pages }) => ({
    ...document,
    pages: pages.map(({ page, objects, groups }, index) => ({
      ...page,
      id: `page-${index + 1}`,
      objects: settle(objects, groups, index),
    })),
  }));
