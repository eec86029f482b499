/** What a request answered: its status and body text (as `fetch`'s Response gives them). */
export interface SentRequest {
  ok: boolean;
  status: number;
  text: string;
}

/**
 * Sends a request and reports the share of its body sent so far (0–1). Hand-written on XMLHttpRequest: it is
 * the browser's one way to count the bytes of a body as they leave (a `fetch` with a counted stream needs
 * HTTP/2, which our server does not speak), and it is the platform, not a dependency. Rejects on a network
 * failure, as `fetch` does.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit | null },
  onUploadProgress: (sent: number) => void,
): Promise<SentRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onUploadProgress(1));
    xhr.addEventListener('load', () =>
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: xhr.responseText }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Network request aborted')));
    xhr.send(init.body);
  });
}
