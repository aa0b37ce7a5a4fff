// The favourites calls' client (the account's member client) and the card shape they answer.
export { api, failureMessage, memberPath, type Data } from '../../../api/member-client';
export type { CardBox } from '../../../components/BoxCard';
