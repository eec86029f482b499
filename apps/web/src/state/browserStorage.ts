/** The browser's local storage; reading `window.localStorage` itself throws where storage is blocked (some framed hosts). */
export function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}
