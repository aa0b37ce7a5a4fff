export { Button, Dialog, Loader, PageLayout, RemoteFallback, titledPage } from './components';
export { useBlobUrl } from './use-blob-url';
