// What the favourites calls answer (product cards), and the message a failed one shows.
export { failureMessage } from '../../../api/failure-message';
export type { CardBox } from '../../../components/BoxCard';
