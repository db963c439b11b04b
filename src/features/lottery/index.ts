/** What pages and other features use of the lottery feature's logic (they import it from here, never from its files). */
export { getLotteryHistory } from './api'
export { useLottery } from './use-lottery'
