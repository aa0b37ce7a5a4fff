export { Button, Dialog, Loader, PageLayout, RemoteFallback, titledPage } from './components';
export { Badge, Price, StockBadge, Tabs, type BadgeTone, type StockState, type TabItem } from './catalogue-parts';
export { useBlobUrl } from './use-blob-url';
