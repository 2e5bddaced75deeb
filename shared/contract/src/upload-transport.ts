import type { Outgoing } from './client';

// A call whose request body reports its progress (policy-changes.md §5 'File uploads': a
// document can be up to 50 MB). In the browser that is XMLHttpRequest, the one API that reports
// a body's bytes as they leave; through an injected fetch (a test's network) the call goes as
// any other and reports once, complete, when it has gone. Loaded by the client on first use.

/** The bytes a body will take, near enough for a progress bar's 100 %. */
function sizeOf(body: BodyInit | undefined): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (!(body instanceof FormData)) return 0;
  let size = 0;
  for (const [, value] of body.entries()) {
    size += typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size;
  }
  return size;
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The call as XMLHttpRequest, answering as `fetch` does: a Response for any HTTP status, a
 * TypeError when nothing came back, an AbortError when the signal stopped it.
 */
function sendWithProgress(
  url: string,
  { method, headers, body, signal }: Outgoing & { readonly body: FormData },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The call was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(aborted());
    xhr.onerror = () => reject(new TypeError('The upload failed.'));
    xhr.ontimeout = () => reject(new TypeError('The upload timed out.'));
    xhr.onload = () => {
      // Not an HTTP answer (Response takes 200-599 only): as fetch, a network failure.
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('The upload failed.'));
        return;
      }
      const empty = [204, 205, 304].includes(xhr.status);
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.send(body);
  });
}

/**
 * Sends the call, reporting the body's bytes to `onProgress`. With `fetch` given, the call goes
 * through it (the XHR is the page's own network only).
 */
export async function sendReportingProgress(
  url: string,
  request: Outgoing,
  onProgress: (sent: number, total: number) => void,
  fetch?: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const { body } = request;
  if (!fetch && body instanceof FormData) {
    let complete = false;
    const response = await sendWithProgress(url, { ...request, body }, (sent, total) => {
      complete = sent >= total;
      onProgress(sent, total);
    });
    // A browser that never knew the length still gets to 100 % once the answer is in.
    if (!complete) onProgress(sizeOf(body), sizeOf(body));
    return response;
  }
  const { signal, ...init } = request;
  const response = await (fetch ?? globalThis.fetch)(url, { ...init, signal: signal ?? null });
  // fetch reports nothing while sending: the answer means every byte has gone.
  onProgress(sizeOf(body), sizeOf(body));
  return response;
}
