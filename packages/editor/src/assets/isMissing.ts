/**
 * Whether the file at a same-site address is gone (HTTP 404 or 410). Anything else — it answers, the network
 * failed, the machine was too busy to decode it in time — is not proof that it is missing.
 */
export async function isMissing(src: string): Promise<boolean> {
  try {
    const response = await fetch(src, { method: 'HEAD', credentials: 'same-origin', redirect: 'error' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
