export { Button, Dialog, Loader, PageLayout, RemoteFallback } from './components';
