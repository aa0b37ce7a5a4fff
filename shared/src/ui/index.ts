export { Button, Dialog, Loader, PageLayout, RemoteFallback, titledPage } from './components';
