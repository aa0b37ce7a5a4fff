// The boot data on the wire: what the API inlines into index.html (<script id="shop-boot">,
// api/src/modules/deployment/boot-page.ts) and the host reads at start (host/src/boot-data.ts).

/** One remote as the API inlines it into index.html from the remotes manifest. */
export interface RemoteBootInfo {
  version: string;
  /** URL of that build's mf-manifest.json (what the manifest points at). */
  manifestUrl: string;
  /** What the federation runtime loads: remoteEntry.js when the API could read the manifest. */
  entry: string;
}
