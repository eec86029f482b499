/**
 * A JSON text the server wrote itself after validating it (a design's editor document, its sticker metadata).
 * An answer places it as it is: parsing a multi-megabyte document only to write it out again blocked the event
 * loop for every other request (issue 20 #4).
 */
export class StoredJson {
  constructor(readonly text: string) {}
}

/** A record whose stored-JSON fields are still text. */
export type WithStoredJson<Record, Keys extends keyof Record> = Omit<Record, Keys> & {
  [Key in Keys]: StoredJson;
};

/**
 * `{"data": record}` exactly as `JSON.stringify` writes it, except that `StoredJson` members are spliced in as
 * they are. Hand-written because Node 20 has no `JSON.rawJSON` (and that takes only primitives): members are
 * written one by one in the record's key order, an undefined one left out as `JSON.stringify` does.
 */
export function dataAnswerJson(record: object): string {
  const members = Object.entries(record)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = value instanceof StoredJson ? value.text : JSON.stringify(value);
      return `${JSON.stringify(key)}:${text}`;
    });
  return `{"data":{${members.join(',')}}}`;
}
