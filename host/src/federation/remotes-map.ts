import { readRemotesMap, type RemotesMap } from '@portal/contract';

function parse(text: string, source: string): RemotesMap {
  try {
    const { remotes, problems } = readRemotesMap(JSON.parse(text));
    // A bad entry costs only its remote, which then shows its fallback.
    for (const problem of problems) console.error(`${source}: ${problem}`);
    return remotes;
  } catch (error) {
    console.error(`${source} is not JSON`, error);
    return {};
  }
}

async function fetchRemotesMap(): Promise<RemotesMap> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parse(await response.text(), '/remotes.json');
  } catch (error) {
    console.error('/remotes.json could not be read', error);
    return {};
  }
}

/**
 * The remotes this page load uses. The server writes the current /remotes.json into the page
 * (saving a round trip before anything can render); without it the file is fetched, never from
 * a cache, so a rollback shows on the next load.
 */
export async function loadRemotesMap({ fresh = false } = {}): Promise<RemotesMap> {
  const inline = fresh ? null : document.getElementById('portal-remotes');
  if (inline?.textContent) return parse(inline.textContent, 'The page’s remotes map');
  return fetchRemotesMap();
}
